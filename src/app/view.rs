//! What the canvas shows: which (sub)graph is drilled into, which containers are expanded, the
//! selection, the current layout and the layout job computing the next one.
//!
//! Paths kept here (selection, expanded, search hits, overlays) are relative to the selected
//! stage's root graph; the layout works on the drilled-into subgraph, so paths are converted at
//! that boundary ([`ViewState::to_view`] / [`ViewState::to_root`]).
use crate::group::{GroupId, Hierarchy};
use crate::ir::{Graph, NodeId};
use crate::layout::{self, Anchors, Cluster, Layout, NodePath, Progress, Request};
use std::collections::HashSet;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, channel};

/// Graphs with more nodes than this are laid out on a worker thread.
pub const SYNC_LAYOUT_LIMIT: usize = 3000;

/// Graphs with more top-level nodes than this open with their groups folded to depth 1.
pub const FOLD_FROM: usize = crate::export::image::FOLD_FROM;

pub struct Job {
    pub progress: Arc<Progress>,
    rx: Receiver<Result<Layout, layout::Cancelled>>,
    keep_view: bool,
    graph: Arc<Graph>,
    clusters: Vec<GroupId>,
    pub nodes: usize,
}

pub struct ViewState {
    pub drill: Vec<NodeId>,
    pub expanded: HashSet<NodePath>,
    pub selection: Option<NodePath>,
    pub layout: Option<Arc<Layout>>,
    /// The graph `layout` was made from (for names when re-anchoring).
    laid_graph: Option<Arc<Graph>>,
    /// The layout (and its graph) this one was anchored on, while stepping stages or after a
    /// rewrite: where removed nodes were, for the ghosts the Stage diff tab draws.
    pub previous: Option<(Arc<Layout>, Arc<Graph>)>,
    pub job: Option<Job>,
    pub scene_rect: egui::Rect,
    pub fit_pending: bool,
    /// The pending fit shows the whole graph (the F key), not a tall one's readable top.
    pub fit_whole: bool,
    pub focus_pending: Option<NodePath>,
    /// Fit this group's frame in view once a layout showing it open is installed.
    pub fit_group_pending: Option<GroupId>,
    /// Nodes to bring into view once laid out (`Command::Reveal`).
    pub fit_nodes_pending: Option<Vec<NodePath>>,
    /// Put this node's box at this offset from the view's top-left corner (scene units) once a
    /// layout showing it is installed: stepping between instances keeps the node in place.
    pub anchor_pending: Option<(NodePath, egui::Vec2)>,
    /// Lay out on this thread whatever the size (headless screenshots, tests).
    pub always_sync: bool,
    /// The canvas area of the last frame, in points.
    pub canvas_rect: egui::Rect,
    /// Groups of the root graph (modules, or source lines cut into repeated instances).
    pub groups: Option<Arc<Hierarchy>>,
    /// Groups drawn as one box; a group inside a collapsed one is hidden with it.
    pub collapsed: HashSet<GroupId>,
    /// The group of each cluster box of `layout` (by `Item::cluster`).
    pub laid_clusters: Vec<GroupId>,
    /// Expanded groups with something visible: the frame around their boxes, outermost first.
    pub frames: Vec<(GroupId, layout::Rect)>,
    /// Per frame: empty, or the padded boxes of its group to draw as their union where its rect
    /// would cover other groups' boxes (`ViewState::frame_pieces`).
    pub frame_pieces: Vec<Vec<layout::Rect>>,
    pub show_minimap: bool,
    /// The active tab's timings summed per group (`group::Hierarchy::totals`, the root's entry
    /// is the total), or None when no tab shows timings.
    pub group_times: Option<Vec<f64>>,
    /// Graphs with more top-level nodes than this open folded ([`FOLD_FROM`]).
    pub fold_from: usize,
    /// Groups opened since the last layout: the next one puts their contents where their box
    /// was ([`Anchors::add_opened`]).
    pub opened: Vec<GroupId>,
    /// The compile whose story the inspector shows (chosen in the outline), with what it logged.
    pub compile: super::compile_story::Shown,
}

impl Default for ViewState {
    fn default() -> Self {
        ViewState {
            drill: vec![],
            expanded: HashSet::new(),
            selection: None,
            layout: None,
            laid_graph: None,
            previous: None,
            job: None,
            scene_rect: egui::Rect::ZERO,
            fit_pending: true,
            fit_whole: false,
            focus_pending: None,
            fit_group_pending: None,
            fit_nodes_pending: None,
            anchor_pending: None,
            always_sync: false,
            canvas_rect: egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1200.0, 800.0)),
            groups: None,
            collapsed: HashSet::new(),
            laid_clusters: vec![],
            frames: vec![],
            frame_pieces: vec![],
            show_minimap: true,
            group_times: None,
            fold_from: FOLD_FROM,
            opened: vec![],
            compile: Default::default(),
        }
    }
}

impl ViewState {
    pub fn new(always_sync: bool) -> ViewState {
        ViewState { always_sync, ..ViewState::default() }
    }

    /// Forget everything tied to the previous graph (new file or stage).
    pub fn reset(&mut self) {
        let always_sync = self.always_sync;
        let canvas_rect = self.canvas_rect;
        if let Some(j) = self.job.take() {
            j.progress.cancel();
        }
        let (show_minimap, fold_from) = (self.show_minimap, self.fold_from);
        *self =
            ViewState { always_sync, canvas_rect, show_minimap, fold_from, ..ViewState::default() };
    }

    pub fn view_graph<'g>(&self, root: &'g Graph) -> Option<&'g Graph> {
        layout::subgraph_at(root, &self.drill)
    }

    /// A root path as seen from the drilled-into graph (None if it lies outside).
    pub fn to_view(&self, p: &NodePath) -> Option<NodePath> {
        let rest = p.calls.strip_prefix(self.drill.as_slice())?;
        Some(NodePath { calls: rest.to_vec(), id: p.id })
    }

    pub fn to_root(&self, p: &NodePath) -> NodePath {
        let mut calls = self.drill.clone();
        calls.extend_from_slice(&p.calls);
        NodePath { calls, id: p.id }
    }

    /// The layout item showing `p` (root path): the node itself, or the outermost collapsed
    /// container hiding it.
    pub fn visible_item(&self, p: &NodePath) -> Option<usize> {
        let l = self.layout.as_ref()?;
        let v = self.to_view(p)?;
        for k in 0..v.calls.len() {
            let container = NodePath { calls: v.calls[..k].to_vec(), id: v.calls[k] };
            match l.find(&container) {
                Some(i) if !l.items[i].expanded => return Some(i),
                Some(_) => {}
                None => return None,
            }
        }
        l.find(&v)
    }

    /// Installs the groups of the root graph (of `nodes` top-level nodes) unless the current
    /// ones already belong to it; a big graph opens folded to depth 1.
    pub fn set_groups(&mut self, h: Hierarchy, nodes: usize) {
        self.collapsed.clear();
        self.groups = Some(Arc::new(h));
        if nodes > self.fold_from {
            self.collapse_to_depth(1);
        }
    }

    /// Whether the groups held are those of a root graph of `nodes` top-level nodes.
    pub fn groups_fit(&self, nodes: usize) -> bool {
        self.groups.as_ref().is_some_and(|h| h.node_group.len() == nodes)
    }

    /// Starts laying out the current view. `keep_view` re-anchors on the previous layout (same
    /// graph, something expanded or rewritten) and keeps the camera; otherwise the view is fitted.
    pub fn relayout(&mut self, root: &Graph, keep_view: bool) {
        if let Some(j) = self.job.take() {
            j.progress.cancel();
        }
        let Some(g) = self.view_graph(root) else {
            self.drill.clear();
            return self.relayout(root, false);
        };
        if self.groups.as_ref().is_none_or(|h| h.node_group.len() != root.nodes.len()) {
            // Callers with a document install `Hierarchy::for_stage` first (`set_groups`); a
            // bare graph (benchmarks) has no Dynamo stage to borrow names from.
            self.set_groups(Hierarchy::build(root), root.nodes.len());
        }
        let (clusters, cluster_groups) = self.clusters();
        let graph = Arc::new(g.clone());
        let expanded: HashSet<NodePath> =
            self.expanded.iter().filter_map(|p| self.to_view(p)).collect();
        let anchors = match (&self.layout, &self.laid_graph, keep_view) {
            (Some(l), Some(old), true) => Some(l.anchors(old)),
            _ => None,
        };
        let opened = match anchors {
            Some(_) => self.opened_boxes(&clusters),
            None => vec![],
        };
        self.opened.clear();
        let nodes = graph.total_nodes();
        let progress = Arc::new(Progress::default());
        if self.always_sync || nodes <= SYNC_LAYOUT_LIMIT {
            let r = run(&graph, &clusters, &expanded, anchors, &opened, &progress);
            self.install(r, graph, cluster_groups, keep_view);
            return;
        }
        let (tx, rx) = channel();
        let p = progress.clone();
        let g2 = graph.clone();
        std::thread::Builder::new()
            .name("quantbench-layout".into())
            .spawn(move || {
                tx.send(run(&g2, &clusters, &expanded, anchors, &opened, &p)).ok();
            })
            .ok();
        self.job = Some(Job { progress, rx, keep_view, graph, clusters: cluster_groups, nodes });
    }

    /// For each group opened since the last layout whose folded box that layout drew: its
    /// members, the boxes of groups folded inside it (of the next layout's `clusters`) and the
    /// box's x.
    fn opened_boxes(&self, clusters: &[Cluster]) -> Vec<Opened> {
        let (Some(h), Some(l)) = (self.groups.as_ref(), self.layout.as_ref()) else {
            return vec![];
        };
        let mut out = vec![];
        for &g in &self.opened {
            let Some(c) = self.laid_clusters.iter().position(|x| *x == g) else { continue };
            let Some(it) = l.items.iter().find(|it| it.cluster == Some(c as u32)) else { continue };
            let members = h.members(g);
            let mine: HashSet<NodeId> = members.iter().copied().collect();
            let inner = clusters
                .iter()
                .filter(|c| c.members.first().is_some_and(|m| mine.contains(m)))
                .cloned()
                .collect();
            out.push(Opened { members, inner, at: it.rect.center()[0] });
        }
        out
    }

    /// Picks up a finished background layout; true when the picture changed.
    pub fn poll(&mut self) -> bool {
        let Some(job) = &self.job else { return false };
        let result = match job.rx.try_recv() {
            Ok(r) => r,
            Err(std::sync::mpsc::TryRecvError::Empty) => return false,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                self.job = None;
                return false;
            }
        };
        let (keep_view, graph, clusters) = (job.keep_view, job.graph.clone(), job.clusters.clone());
        self.job = None;
        self.install(result, graph, clusters, keep_view);
        true
    }

    fn install(
        &mut self,
        r: Result<Layout, layout::Cancelled>,
        graph: Arc<Graph>,
        clusters: Vec<GroupId>,
        keep_view: bool,
    ) {
        let Ok(l) = r else { return };
        self.frames = self.group_frames(&l, &clusters);
        self.frame_pieces = self.frame_pieces(&l, &self.frames);
        self.laid_clusters = clusters;
        let old = self.layout.replace(Arc::new(l)).zip(self.laid_graph.replace(graph));
        self.previous = if keep_view { old } else { None };
        if !keep_view {
            self.fit_pending = true;
        }
    }

    /// Makes `p` visible: leaves the drilled-into subgraph if `p` is outside it, expands the
    /// containers around it, lays out again if needed and centres on it. True when it laid out.
    pub fn reveal(&mut self, root: &Graph, p: &NodePath) -> bool {
        let mut changed = false;
        if !p.calls.starts_with(&self.drill) {
            self.drill = p
                .calls
                .iter()
                .zip(&self.drill)
                .take_while(|(a, b)| a == b)
                .map(|(a, _)| *a)
                .collect();
            changed = true;
        }
        for k in self.drill.len()..p.calls.len() {
            let c = NodePath { calls: p.calls[..k].to_vec(), id: p.calls[k] };
            changed |= self.expanded.insert(c);
        }
        // The folded groups around it open (as Netron and Model Explorer reveal a result), each
        // in place of its box so the rest of the picture stays where it was.
        if let Some(h) = self.groups.clone().filter(|_| self.drill.is_empty()) {
            for g in h.ancestors(p.calls.first().copied().unwrap_or(p.id)) {
                if self.collapsed.remove(&g) {
                    self.opened.push(g);
                    changed = true;
                }
            }
        }
        if changed {
            self.relayout(root, !self.drill.is_empty() || self.layout.is_some());
        }
        self.focus_pending = Some(p.clone());
        changed
    }
}

/// A group opened in place of its folded box ([`ViewState::opened`]).
struct Opened {
    members: Vec<NodeId>,
    inner: Vec<Cluster>,
    at: f32,
}

fn run(
    graph: &Graph,
    clusters: &[Cluster],
    expanded: &HashSet<NodePath>,
    mut anchors: Option<Anchors>,
    opened: &[Opened],
    p: &Progress,
) -> Result<Layout, layout::Cancelled> {
    let options = super::style::layout_options();
    if let Some(a) = &mut anchors {
        for o in opened {
            a.add_opened(graph, &o.members, &o.inner, o.at, &options);
        }
    }
    let mut req = Request::new(graph, expanded);
    req.clusters = clusters;
    req.options = options;
    req.anchors = anchors.as_ref();
    layout::layout(&req, p)
}
