//! Inductor's output code of the shown compile, read once per compile and tied to the graph
//! once per graph state (the Code tab and the inspector read it every frame).
use super::Session;
use crate::import::output_code::Analysis;
use crate::import::output_code::link::Linked;
use crate::ir::Side;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A cache, so a clone starts empty and reads again.
#[derive(Debug)]
pub(super) struct Cache<K, T>(pub(super) Mutex<HashMap<K, Option<Arc<T>>>>);

impl<K, T> Default for Cache<K, T> {
    fn default() -> Self {
        Cache(Mutex::new(HashMap::new()))
    }
}

impl<K, T> Clone for Cache<K, T> {
    fn clone(&self) -> Self {
        Cache::default()
    }
}

/// The graph state a [`Linked`] was made for: stage, timeline position, graph and code.
type LinkKey = (usize, usize, usize, usize, usize);

#[derive(Debug, Default)]
pub(super) struct LinkCache(Mutex<Option<(LinkKey, Option<Arc<Linked>>)>>);

impl Clone for LinkCache {
    fn clone(&self) -> Self {
        LinkCache::default()
    }
}

impl Session {
    /// The output code of the selected stage's compile: the one given with
    /// [`Session::set_output_code`], else what `import::output_code::analyze` finds (the
    /// log's `inductor_output_code`, a debug dir's `output_code.py`, one beside the file).
    pub fn output_code(&self) -> Option<Arc<Analysis>> {
        if let Some(a) = &self.code_override {
            return Some(a.clone());
        }
        // By stage: a training compile's forward and backward graphs have their own code.
        let st = self.doc.stages.get(self.stage);
        let mut cache = self.code.0.lock().unwrap_or_else(|p| p.into_inner());
        cache
            .entry(self.stage)
            .or_insert_with(|| crate::import::output_code::analyze(&self.doc, st).map(Arc::new))
            .clone()
    }

    /// Shows `a` as the output code of every stage (a file the user named).
    pub fn set_output_code(&mut self, a: Analysis) {
        self.code_override = Some(Arc::new(a));
    }

    /// The output code tied to the shown graph (kernels' nodes placed, invoke_quants judged).
    pub fn linked_code(&self) -> Option<Arc<Linked>> {
        let g = self.graph()?;
        let code = self.output_code();
        let key = (
            self.stage,
            self.cursor,
            self.steps.len(),
            g as *const _ as usize,
            code.as_ref().map_or(0, |a| Arc::as_ptr(a) as usize),
        );
        let mut cache = self.linked.0.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((k, l)) = cache.as_ref()
            && *k == key
        {
            return l.clone();
        }
        let pre_grad = self
            .doc
            .stages
            .get(self.stage)
            .is_some_and(|s| Side::of(&s.name) == Some(Side::PreGrad));
        let linked = code.map(|a| Arc::new(Linked::new(a, g, pre_grad)));
        *cache = Some((key, linked.clone()));
        linked
    }
}
