//! tlparse's stack trie: the compiles grouped by their `dynamo_start` stacks, frames in common
//! merged, so one sees at a glance where in the program compiles happen.
use super::{CompileStory, EnvelopeStack, Frame, split_attempt};
use std::fmt::Write;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct StackTrie {
    /// Children in the order first seen (roughly the order of compiles).
    pub children: Vec<(Frame, StackTrie)>,
    /// Indices into the compiles whose stack ends here.
    pub terminal: Vec<usize>,
}

impl StackTrie {
    /// The trie of `compiles`' stacks. A later attempt (`0/0_1`) logs no `dynamo_start` of its
    /// own: it sits with the attempt it restarted, as tlparse keys stacks by attempt 0.
    pub fn build(compiles: &[CompileStory]) -> StackTrie {
        let mut root = StackTrie::default();
        for (i, c) in compiles.iter().enumerate() {
            let stack = if c.stack.is_empty() {
                let (base, n) = split_attempt(&c.compile_id);
                if n == 0 {
                    continue;
                }
                match compiles.iter().find(|o| o.rank == c.rank && o.compile_id == base) {
                    Some(o) => &o.stack,
                    None => continue,
                }
            } else {
                &c.stack
            };
            root.insert(stack, i);
        }
        root
    }

    /// tlparse's "unknown stack trie": the stacks records carry on their envelopes, each leaf
    /// an index into `stacks` (no compile status: the stack is of the record, not a compile).
    pub fn of_envelopes(stacks: &[EnvelopeStack]) -> StackTrie {
        let mut root = StackTrie::default();
        for (i, s) in stacks.iter().enumerate() {
            root.insert(&s.stack, i);
        }
        root
    }

    fn insert(&mut self, stack: &[Frame], leaf: usize) {
        if stack.is_empty() {
            return;
        }
        let mut cur = self;
        for f in stack {
            let at = match cur.children.iter().position(|(g, _)| g == f) {
                Some(k) => k,
                None => {
                    cur.children.push((f.clone(), StackTrie::default()));
                    cur.children.len() - 1
                }
            };
            cur = &mut cur.children[at].1;
        }
        cur.terminal.push(leaf);
    }

    pub fn is_empty(&self) -> bool {
        self.children.is_empty() && self.terminal.is_empty()
    }

    /// The indented text tlparse's page shows: a frame per line; where stacks part, each
    /// branch is a `- ` item indented under it; compiles ending at a frame follow it in
    /// brackets with their status (`[0/0 restarted]`).
    pub fn render(&self, compiles: &[CompileStory]) -> String {
        let mut out = String::new();
        let label =
            |i: usize| format!("[{} {}]", compiles[i].qualified_id(), compiles[i].status.as_str());
        self.render_into(&label, 0, &mut out);
        out
    }

    /// [`StackTrie::render`] of a trie of [`StackTrie::of_envelopes`]: each leaf names its
    /// records (`[before_pre_grad_graph]`, with the compile id where the envelope had one).
    pub fn render_envelopes(&self, stacks: &[EnvelopeStack]) -> String {
        let mut out = String::new();
        let label = |i: usize| {
            let s = &stacks[i];
            match (&s.compile_id, s.rank) {
                (Some(id), Some(r)) => format!("[{} rank{r}/{id}]", s.record),
                (Some(id), None) => format!("[{} {id}]", s.record),
                (None, Some(r)) => format!("[{} rank {r}]", s.record),
                (None, None) => format!("[{}]", s.record),
            }
        };
        self.render_into(&label, 0, &mut out);
        out
    }

    fn render_into(&self, label: &dyn Fn(usize) -> String, indent: usize, out: &mut String) {
        let branches = self.children.len() > 1;
        for (frame, node) in &self.children {
            let ids: Vec<String> = node.terminal.iter().map(|&i| label(i)).collect();
            let marker = if branches { "- " } else { "" };
            let _ = write!(out, "{:indent$}{marker}{frame}", "");
            if let Some(loc) = &frame.loc {
                let _ = write!(out, "  `{loc}`");
            }
            if !ids.is_empty() {
                let _ = write!(out, "  {}", ids.join(" "));
            }
            out.push('\n');
            node.render_into(label, if branches { indent + 2 } else { indent }, out);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::compile::Status;

    fn frame(name: &str, line: u64) -> Frame {
        Frame { filename: "m.py".into(), line, name: name.into(), loc: None }
    }

    #[test]
    fn merges_common_frames() {
        let story = |id: &str, stack: Vec<Frame>, status| CompileStory {
            compile_id: id.into(),
            stack,
            status,
            ..Default::default()
        };
        let compiles = vec![
            story("0/0", vec![frame("main", 1), frame("f", 5)], Status::Restarted),
            story("0/0_1", vec![], Status::GraphBreak),
            story("1/0", vec![frame("main", 1), frame("g", 9)], Status::Ok),
        ];
        let t = StackTrie::build(&compiles);
        assert_eq!(t.children.len(), 1, "main is shared");
        assert_eq!(
            t.render(&compiles),
            "m.py:1 in main\n- m.py:5 in f  [0/0 restarted] [0/0_1 graph break]\n- m.py:9 in g  [1/0 ok]\n"
        );
    }
}
