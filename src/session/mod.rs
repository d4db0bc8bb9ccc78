//! The session: the document being worked on and the timeline of steps applied to it.
//! The GUI and the headless runner both drive this type.
use crate::ir::{Document, Graph};

#[derive(Debug, Clone)]
pub struct Session {
    doc: Document,
    stage: usize,
}

impl Session {
    pub fn new(doc: Document) -> Session {
        let stage = doc.stages.len().saturating_sub(1);
        Session { doc, stage }
    }
    pub fn document(&self) -> &Document {
        &self.doc
    }
    pub fn stage_index(&self) -> usize {
        self.stage
    }
    /// Selects a stage by index; out-of-range indexes are ignored.
    pub fn select_stage(&mut self, i: usize) {
        if i < self.doc.stages.len() {
            self.stage = i;
        }
    }
    /// The graph of the selected stage (an empty graph for an empty document).
    pub fn graph(&self) -> Option<&Graph> {
        self.doc.stages.get(self.stage).map(|s| &s.graph)
    }
}
