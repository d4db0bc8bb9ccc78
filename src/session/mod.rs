//! The session: the document being worked on and the timeline of steps applied to it.
//! The GUI and the headless runner both drive this type.
//!
//! The timeline starts at the load; every applied pass or single rewrite is a [`Step`] that
//! keeps the stage's graph before and after, so undo/redo swap graphs without recomputing, and
//! a before/after view can show any step.
use crate::ir::{Document, Graph, Provenance, StageError};
use crate::pattern::replace::RewriteError;
use crate::pattern::{
    PassOptions, PassReport, PatternEntry, PatternMatcherPass, match_node, replace_with_graph,
};
use std::sync::Arc;

mod code;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepKind {
    /// A whole `PatternMatcherPass` run with replacements applied.
    Pass,
    /// One replacement applied at one anchor.
    Rewrite,
}

/// One applied transformation of one stage.
#[derive(Debug, Clone)]
pub struct Step {
    pub label: String,
    pub kind: StepKind,
    pub stage: usize,
    pub before: Arc<Graph>,
    pub after: Arc<Graph>,
    /// The patterns that made it, so the step can be replayed (a scenario's `[[pass]]`); None
    /// for edits made another way.
    pub record: Option<PassRecord>,
}

/// What a pattern step ran: the entries in registration order, and for a single rewrite its
/// anchor.
#[derive(Debug, Clone)]
pub struct PassRecord {
    pub entries: Vec<PatternEntry>,
    pub subgraphs: bool,
    pub anchor: Option<String>,
}

/// Why [`Session::rewrite_at`] left the graph as it was.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RewriteAtError {
    #[error("no graph is open")]
    NoGraph,
    #[error("`{0}` has no replacement")]
    NoReplacement(String),
    #[error("no node `{0}`")]
    NoNode(String),
    /// The pattern does not match at the anchor: Inductor's `FailedMatch` text.
    #[error("{0}")]
    FailedMatch(String),
    #[error("extra_check failed: {0}")]
    ExtraCheck(String),
    #[error(transparent)]
    Rewrite(#[from] RewriteError),
}

#[derive(Debug, Clone)]
pub struct Session {
    doc: Document,
    stage: usize,
    steps: Vec<Step>,
    /// Steps `..cursor` are applied; the rest can be redone.
    cursor: usize,
    /// The stages selected last, newest first: an indexed log keeps only these parsed.
    recent: Vec<usize>,
    /// Provenance mappings read so far, by (compile id, rank): the artifact may be on disk.
    provenance: code::Cache<CompileKey, Provenance>,
    /// Output code read so far, by stage.
    code: code::Cache<usize, crate::import::output_code::Analysis>,
    /// Output code the user named for the whole document (`--code FILE`, the Code tab).
    code_override: Option<Arc<crate::import::output_code::Analysis>>,
    /// The output code tied to the graph state it was last asked for.
    linked: code::LinkCache,
}

type CompileKey = (Option<String>, Option<u32>);

/// How many parsed stages of an indexed log stay in memory (stepping back and forth between
/// neighbours should not re-parse).
const KEEP_PARSED: usize = 4;

impl Session {
    pub fn new(doc: Document) -> Session {
        let stage = doc.stages.len().saturating_sub(1);
        Session {
            doc,
            stage,
            steps: Vec::new(),
            cursor: 0,
            recent: vec![stage],
            provenance: Default::default(),
            code: Default::default(),
            code_override: None,
            linked: Default::default(),
        }
    }
    /// Inductor's provenance tracking for the selected stage's compile, if the log has it.
    pub fn provenance(&self) -> Option<Arc<Provenance>> {
        let st = self.doc.stages.get(self.stage)?;
        let key = (st.compile_id.clone(), st.rank);
        let mut cache = self.provenance.0.lock().unwrap_or_else(|p| p.into_inner());
        cache.entry(key).or_insert_with(|| self.doc.provenance(st).map(Arc::new)).clone()
    }
    pub fn document(&self) -> &Document {
        &self.doc
    }
    pub fn stage_index(&self) -> usize {
        self.stage
    }
    /// Selects a stage by index; out-of-range indexes are ignored. Stages of an indexed log
    /// selected long ago give their parsed graph back (they are parsed again when needed).
    pub fn select_stage(&mut self, i: usize) {
        if i < self.doc.stages.len() {
            self.stage = i;
            self.recent.retain(|&j| j != i);
            self.recent.insert(0, i);
            for old in self.recent.split_off(KEEP_PARSED.min(self.recent.len())) {
                if let Some(st) = self.doc.stages.get_mut(old) {
                    st.unload();
                }
            }
        }
    }
    /// The graph of the selected stage; None for an empty document or a stage that cannot be
    /// read ([`Session::stage_error`] says why).
    pub fn graph(&self) -> Option<&Graph> {
        self.doc.stages.get(self.stage).and_then(|s| s.graph().ok())
    }
    /// Why the selected stage has no graph (an indexed stage that does not parse, or a log
    /// that changed on disk).
    pub fn stage_error(&self) -> Option<StageError> {
        self.doc.stages.get(self.stage).and_then(|s| s.graph().err())
    }

    /// What the timeline starts from: the loaded file (or "built-in").
    pub fn origin(&self) -> String {
        match &self.doc.path {
            Some(p) => format!("load {}", p.display()),
            None => "load (built-in)".into(),
        }
    }
    /// Every step, applied or undone; [`Session::cursor`] tells which are applied.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }
    pub fn cursor(&self) -> usize {
        self.cursor
    }
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }
    pub fn can_redo(&self) -> bool {
        self.cursor < self.steps.len()
    }

    /// Records `after` as the selected stage's new graph; undone steps are dropped.
    pub fn push_step(&mut self, label: impl Into<String>, kind: StepKind, after: Graph) {
        self.push_recorded(label.into(), kind, after, None);
    }

    fn push_recorded(
        &mut self,
        label: String,
        kind: StepKind,
        after: Graph,
        record: Option<PassRecord>,
    ) {
        let Some(Ok(g)) = self.doc.stages.get_mut(self.stage).map(|st| st.graph_mut()) else {
            return;
        };
        let before = Arc::new(std::mem::replace(g, after.clone()));
        self.steps.truncate(self.cursor);
        self.steps.push(Step {
            label,
            kind,
            stage: self.stage,
            before,
            after: Arc::new(after),
            record,
        });
        self.cursor = self.steps.len();
    }

    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        self.cursor -= 1;
        let s = &self.steps[self.cursor];
        if let Some(st) = self.doc.stages.get_mut(s.stage) {
            st.set_graph((*s.before).clone());
            self.stage = s.stage;
        }
        true
    }

    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        let s = &self.steps[self.cursor];
        if let Some(st) = self.doc.stages.get_mut(s.stage) {
            st.set_graph((*s.after).clone());
            self.stage = s.stage;
        }
        self.cursor += 1;
        true
    }

    /// Runs a pass on the selected stage. With `opts.apply` and at least one rewrite, the
    /// result becomes a step; without, the graph is untouched and only the report returns.
    pub fn run_pass(
        &mut self,
        pass: &PatternMatcherPass,
        opts: PassOptions,
        label: &str,
    ) -> PassReport {
        let Some(g) = self.graph() else { return PassReport::default() };
        if !opts.apply {
            return pass.run(g, opts.subgraphs);
        }
        let mut g = g.clone();
        let report = pass.apply(&mut g, opts);
        if report.applied > 0 {
            let record = PassRecord {
                entries: pass.entries().to_vec(),
                subgraphs: opts.subgraphs,
                anchor: None,
            };
            self.push_recorded(
                format!("{label}: {} rewrite(s)", report.applied),
                StepKind::Pass,
                g,
                Some(record),
            );
        }
        report
    }

    /// Applies one entry's replacement at the node named `anchor` of the selected stage (the
    /// GUI's Apply on one attempt). The graph is unchanged on any error.
    pub fn rewrite_at(&mut self, entry: &PatternEntry, anchor: &str) -> Result<(), RewriteAtError> {
        let g = self.graph().ok_or(RewriteAtError::NoGraph)?;
        if !entry.rewrites() {
            return Err(RewriteAtError::NoReplacement(entry.name.clone()));
        }
        let id = g.find(anchor).ok_or_else(|| RewriteAtError::NoNode(anchor.to_string()))?;
        let users = g.users();
        let m = match_node(&entry.pattern, g, &users, id)
            .map_err(|f| RewriteAtError::FailedMatch(f.message(&entry.pattern, g)))?;
        if let Some(c) =
            entry.extra_checks.iter().find(|c| !crate::pattern::checks::run(c, &m, g, &users))
        {
            return Err(RewriteAtError::ExtraCheck(c.clone()));
        }
        let rep = match (&entry.replacement, &entry.wrap) {
            (Some(r), _) => r.clone(),
            // A graph outside a pass is in program order by id.
            (None, Some(spec)) => {
                crate::pattern::wrap::wrap_replacement(spec, &entry.name, &m, g, &users, &|n| {
                    u64::from(n.0)
                })?
            }
            (None, None) => unreachable!("entry.rewrites() was checked"),
        };
        let mut after = g.clone();
        replace_with_graph(&mut after, &m, &rep)?;
        let record = PassRecord {
            entries: vec![entry.clone()],
            subgraphs: false,
            anchor: Some(anchor.to_string()),
        };
        self.push_recorded(
            format!("{} at {anchor}", entry.name),
            StepKind::Rewrite,
            after,
            Some(record),
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{Node, OpKind};

    fn graph(n: usize) -> Graph {
        let mut g = Graph::new("g");
        for i in 0..n {
            g.push(Node::new(format!("x{i}"), OpKind::Placeholder, format!("x{i}")));
        }
        g.push(Node::new("output", OpKind::Output, "output"));
        g
    }

    #[test]
    fn undo_redo_walk_the_timeline_and_a_new_step_drops_the_redo_tail() {
        let mut s = Session::new(Document::single("post_grad", graph(1)));
        assert!(!s.can_undo() && !s.can_redo());
        s.push_step("a", StepKind::Rewrite, graph(2));
        s.push_step("b", StepKind::Pass, graph(3));
        assert_eq!(s.graph().map(|g| g.nodes.len()), Some(4));
        assert!(s.undo() && s.undo() && !s.undo());
        assert_eq!(s.graph().map(|g| g.nodes.len()), Some(2));
        assert!(s.redo());
        assert_eq!((s.cursor(), s.graph().map(|g| g.nodes.len())), (1, Some(3)));
        s.push_step("c", StepKind::Rewrite, graph(5));
        assert_eq!(s.steps().iter().map(|st| st.label.as_str()).collect::<Vec<_>>(), ["a", "c"]);
        assert!(!s.can_redo());
        assert_eq!(s.steps()[1].before.nodes.len(), 3);
        assert_eq!(s.origin(), "load (built-in)");
    }
}
