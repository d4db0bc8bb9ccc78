//! `Command::Reveal`: a kernel's nodes brought into view from the Kernels tab (its table, its
//! timeline). The search panel's "reveal node" is the same idea for one node; this one takes
//! every node a kernel computes, opens each folded group around them, selects the first and
//! leaves the camera fit to `ViewState::fit_nodes_pending`.
use crate::app::QuantbenchApp;
use crate::layout::NodePath;

impl QuantbenchApp {
    pub(in crate::app) fn reveal_nodes(&mut self, nodes: Vec<NodePath>) {
        let Some(first) = nodes.first().cloned() else { return };
        let mut opened = false;
        // The first node's groups are opened by `ViewState::reveal`, with one layout for all.
        if let Some(h) = self.view.groups.clone() {
            for n in &nodes[1..] {
                let top = n.calls.first().copied().unwrap_or(n.id);
                for g in h.ancestors(top) {
                    if self.view.collapsed.remove(&g) {
                        self.view.opened.push(g);
                        opened = true;
                    }
                }
            }
        }
        self.view.compile = Default::default();
        self.view.fit_group_pending = None;
        let mut laid_out = false;
        if let Some(g) = self.session.graph() {
            // Expands the invoke_quant calls and groups around the first node.
            laid_out = self.view.reveal(g, &first);
        }
        if opened && !laid_out {
            self.relayout(true);
        }
        self.view.selection = Some(first);
        self.view.fit_nodes_pending = Some(nodes);
    }
}
