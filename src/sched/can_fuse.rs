//! `Scheduler.can_fuse` as an ordered list of named checks, each rejection worded as Inductor's
//! `WhyNoFuse` (`cannot fuse op0 with op1: node1 must go before node2`), followed by the
//! backend's own rules: `CppScheduling` (C++/CPU, incl. outer-loop fusion) or
//! `SIMDScheduling` (Triton-like, templates with prologues and epilogues).
use super::deps::Dep;
use super::log::FusionScore;
use super::node::{FusedKind, Group, SNode};
use super::scheduler::Scheduler;
use crate::ir::ops_handler::OpsName;
use crate::lower::index::Expr;
use std::collections::BTreeSet;

/// What `can_fuse` decided: Inductor's bool, the check that decided it, and for a rejection the
/// `WhyNoFuse` text Inductor logs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub fusable: bool,
    pub check: &'static str,
    pub reason: Option<String>,
}

impl Verdict {
    fn fuse(check: &'static str) -> Verdict {
        Verdict { fusable: true, check, reason: None }
    }
    pub(crate) fn refuse(check: &'static str, reason: Option<String>) -> Verdict {
        Verdict { fusable: false, check, reason }
    }
}

/// The C++ backend's `ReasonFusedNodes`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReasonFused {
    SameVarsReduce,
    CompatibleReduction,
    CompatibleRangesNoReduction,
}

fn vars_of(g: &Group) -> (&[Expr], &[Expr]) {
    (&g.iteration.sizes, &g.iteration.reduction_sizes)
}

impl<'g> Scheduler<'g> {
    fn why(&self, n1: &SNode, n2: &SNode, check: &'static str, reason: String) -> Verdict {
        Verdict::refuse(
            check,
            Some(format!("cannot fuse {} with {}: {}", n1.name, n2.name, reason)),
        )
    }

    pub fn can_fuse(&self, i1: usize, i2: usize) -> Verdict {
        let (n1, n2) = (self.node(i1), self.node(i2));
        if i1 == i2 {
            return Verdict::refuse("same_node", None);
        }
        if n1.is_nop() && !n1.has_template {
            return self.why(n1, n2, "nop", "node1 is nop".into());
        }
        if n1.is_extern() {
            return self.why(n1, n2, "extern", "node1 is extern but not a triton kernel".into());
        }
        if (n2.is_extern() || n2.is_nop()) && !n2.has_template {
            return self.why(n1, n2, "extern_or_nop", "node2 is extern or nop".into());
        }
        if n2.members.iter().any(|&m| n1.ancestors.contains(m)) {
            return self.why(n1, n2, "ancestors", "node1 must go before node2".into());
        }
        if self.policy == super::Policy::Workbench
            && !n2.has_template
            && !n1.has_template
            && (self.feeds_a_template_as_dequant(n1) || self.feeds_a_template_as_dequant(n2))
        {
            // Inductor tries prologues last (template_score 0), so two dequants sharing a
            // table would fuse side by side first and never reach their matmuls.
            return self.why(
                n1,
                n2,
                "workbench_prologue",
                "workbench: a dequant that feeds a matmul fuses only as its prologue".into(),
            );
        }
        if n2.has_template
            && let Some(v) = self.prologue_checks(n1, n2)
        {
            return v;
        }
        if n1.has_template && (n2.is_reduction || !self.config.epilogue_fusion) {
            return self.why(n1, n2, "epilogue", "template epilogue not satisfied".into());
        }
        if n1.group.device != n2.group.device {
            return self.why(
                n1,
                n2,
                "device",
                format!("device mismatch ({} vs {})", n1.group.device, n2.group.device),
            );
        }
        let score = self.score_fusion_memory(n1, n2);
        // InductorChoices.can_fuse
        if score == 0 && (!self.config.aggressive_fusion || n1.is_reduction || n2.is_reduction) {
            return self.why(n1, n2, "shared_data", "no shared data".into());
        }
        if n1.members.len() + n2.members.len() > self.config.max_fusion_size {
            return self.why(n1, n2, "max_fusion_size", "exceeds max fusion".into());
        }
        if self.can_fusion_increase_peak_memory(n1, n2, score) {
            return self.why(n1, n2, "peak_memory", "Fusion will increase peak memory".into());
        }
        if let Some(cap) = self.config.max_fusion_unique_io_buffers {
            let io: BTreeSet<&str> = n1
                .reads
                .iter()
                .chain(&n1.writes)
                .chain(&n2.reads)
                .chain(&n2.writes)
                .map(Dep::name)
                .collect();
            if io.len() > cap {
                return self.why(
                    n1,
                    n2,
                    "unique_io_buffers",
                    "fusion_prevent_too_many_reads_and_writes".into(),
                );
            }
        }
        if n1.members.iter().any(|&m| n2.ancestors.contains(m)) {
            if let Some(v) = self.can_fuse_vertical(n1, n2) {
                return v;
            }
            if let Err(reason) = self.backend_can_fuse_vertical(n1, n2) {
                return self.backend_refusal(n1, n2, "vertical", reason);
            }
            return Verdict::fuse("vertical");
        }
        if score < self.config.score_fusion_memory_threshold {
            return self.why(n1, n2, "score_threshold", "score_fusion_memory_threshold".into());
        }
        if self.are_long_distant_nodes(n1, n2) {
            return self.why(
                n1,
                n2,
                "proximity",
                "Nodes are too far away. Fusing them may increase peak memory.".into(),
            );
        }
        if let Err(reason) = self.backend_can_fuse_horizontal(n1, n2) {
            return self.backend_refusal(n1, n2, "horizontal", reason);
        }
        Verdict::fuse("horizontal")
    }

    /// The prologue branch of `can_fuse` (node2 is a template), ending in
    /// `check_prologue_fusion_heuristics_fusable`.
    fn prologue_checks(&self, n1: &SNode, n2: &SNode) -> Option<Verdict> {
        if !self.config.prologue_fusion {
            return Some(self.why(n1, n2, "prologue", "prologue fusion turned off".into()));
        }
        if n1.is_reduction || n1.has_template {
            return Some(self.why(
                n1,
                n2,
                "prologue",
                "prologue fusion only supported for pointwise nodes".into(),
            ));
        }
        let tpl = n2
            .members
            .iter()
            .filter_map(|&m| self.base.get(m))
            .find(|b| b.kind == super::node::NodeKind::TemplateSchedulerNode)?;
        let op = self.operation(&tpl.name)?;
        let crate::lower::OperationKind::Template { inputs, allowed_prologue_inps, .. } = &op.kind
        else {
            return None;
        };
        if allowed_prologue_inps.is_empty() && self.config.prologue_empty_inputs_check {
            return Some(self.why(
                n1,
                n2,
                "prologue",
                "template has no allowed prologue inputs".into(),
            ));
        }
        if n1.buffers.iter().any(|b| inputs.contains(b) && !allowed_prologue_inps.contains(b)) {
            return Some(self.why(
                n1,
                n2,
                "prologue",
                "prologue fusion not implemented for kernel for these inputs".into(),
            ));
        }
        let inside: BTreeSet<usize> = n1.members.iter().copied().collect();
        for &m in n1.members.iter().take(n1.members.len().saturating_sub(1)) {
            for o in self.base.get(m).map(|b| b.outputs.clone()).unwrap_or_default() {
                if self.buffer_users(&o).iter().any(|u| !inside.contains(u))
                    || self.graph.graph_outputs.contains(&o)
                {
                    return Some(self.why(
                        n1,
                        n2,
                        "prologue",
                        "template prologue can only fuse nodes with a single use".into(),
                    ));
                }
            }
        }
        let last = n1.members.last().and_then(|&m| self.base.get(m))?;
        let tpl_idx = n2
            .members
            .iter()
            .copied()
            .find(|&m| self.base.get(m).is_some_and(|b| b.name == tpl.name));
        let single = last.outputs.len() == 1 && {
            let users = self.buffer_users(&last.outputs[0]);
            users.len() == 1
                && Some(users[0]) == tpl_idx
                && !self.graph.graph_outputs.contains(&last.outputs[0])
        };
        if !single {
            return Some(self.why(
                n1,
                n2,
                "prologue",
                "template prologue can only fuse nodes with a single use into template".into(),
            ));
        }
        self.check_prologue_fusion_heuristics_fusable(n1, n2, tpl)
    }

    /// "Heuristics to avoid benchmarking predictably slow prologue fusions".
    fn check_prologue_fusion_heuristics_fusable(
        &self,
        n1: &SNode,
        n2: &SNode,
        tpl: &super::node::BaseNode,
    ) -> Option<Verdict> {
        // user opt into more aggressive prologue fusion, dont use heuristics
        if n1.ops.iter().all(|o| self.graph.invoke_quant_ops.contains(o)) {
            return None;
        }
        let read_bytes = self.read_bytes(n1) as f64;
        let write_bytes = self.write_bytes(n1) as f64;
        if read_bytes > write_bytes * 1.1 {
            return Some(self.why(
                n1,
                n2,
                "prologue_heuristics",
                "prologue fusion will not increase amount of bytes read in kernel".into(),
            ));
        }
        let origins: Vec<&str> = n1
            .members
            .iter()
            .filter_map(|&m| self.base.get(m))
            .filter_map(|b| self.operation(&b.name))
            .flat_map(|o| o.origins.iter().map(String::as_str))
            .collect();
        if !origins.is_empty() && origins.iter().all(|o| o.starts_with("constant_pad_nd")) {
            return Some(self.why(n1, n2, "prologue_heuristics", "prologue fusion will not increase attempt to fuse in padding bc it increases unaligned reads".into()));
        }
        let tpl_dtype = tpl.outputs.first().and_then(|o| self.buffer(o)).map(|b| b.layout.dtype);
        let low_prec = tpl_dtype.is_some_and(|d| d.is_float() && d.size_bytes() <= 2);
        if low_prec && !self.can_codegen_in_low_precision(n1) {
            return Some(self.why(n1, n2, "prologue_heuristics", "prologue fusion that must be upcast to fp32 not profitable for low precision templates".into()));
        }
        None
    }

    /// `can_codegen_in_low_precision` (`disallow_fp32_ops=True`): only loads, casts, constants
    /// and `where` on low-precision values.
    fn can_codegen_in_low_precision(&self, n: &SNode) -> bool {
        if n.ops.iter().all(|o| self.graph.low_precision_codegen_ops.contains(o)) {
            return true;
        }
        for op in n.ops.iter().filter_map(|o| self.operation(o)) {
            let Some(body) = op.body() else { return false };
            for o in &body.loop_body.ops {
                if let crate::ir::loop_body::LoopOpKind::Call { op, .. } = &o.kind
                    && *op != OpsName::Where
                {
                    return false;
                }
            }
        }
        true
    }

    /// `Scheduler.can_fuse_vertical`: every read of node2 from node1 must match a write.
    fn can_fuse_vertical(&self, n1: &SNode, n2: &SNode) -> Option<Verdict> {
        let mut remaining: Vec<&Dep> =
            n2.unmet.iter().filter(|d| !self.fusable_weak_dep(d, n1, n2)).collect();
        let renamed = |n: &str| self.mutation_renames.get(n).cloned().unwrap_or_else(|| n.into());
        for w in &n1.writes {
            remaining.retain(|r| {
                !fusable_read_and_write(r, w)
                    && !matches!((r, w),
                        (Dep::StarDep { name: rn, mode: Some(rm) }, Dep::MemoryDep { name: wn, mode: Some(wm), .. })
                            if rm == wm && renamed(rn) == renamed(wn))
            });
        }
        if n2.has_template && self.policy == super::Policy::Workbench {
            // The workbench template computes a prologue at its load site, through whatever
            // view the matmul reads (e.g. the transposed weight), so any read of node1's
            // output is satisfied.
            remaining.retain(|r| !n1.buffers.contains(r.name()));
        }
        if remaining.iter().any(|d| n1.buffers.contains(d.name())) {
            return Some(self.why(n1, n2, "vertical_deps", "memory deps did not match".into()));
        }
        for d in &remaining {
            let Some(&p) = self.producer.get(d.name()) else { continue };
            let Some(&owner) = self.base_owner.get(p) else { continue };
            if n1.members.iter().any(|&m| self.node(owner).ancestors.contains(m)) {
                return Some(self.why(
                    n1,
                    n2,
                    "vertical_deps",
                    "intermediate nodes between node1 & node2".into(),
                ));
            }
        }
        None
    }

    /// `fusable_weak_dep`: node2 may fuse with the reader its mutation waits for when it
    /// writes, in place, exactly the elements node1 reads of the mutated buffer.
    fn fusable_weak_dep(&self, d: &Dep, n1: &SNode, n2: &SNode) -> bool {
        let Dep::WeakDep { name, mutating_buf } = d else { return false };
        if !n1.buffers.contains(name) {
            return false;
        }
        let writes: Vec<&Dep> = n2.writes.iter().filter(|w| w.name() == mutating_buf).collect();
        let [Dep::MemoryDep { index: wi, ranges: wr, .. }] = writes.as_slice() else {
            return false;
        };
        if writes[0].is_indirect() {
            return false;
        }
        let Some(real) = self.graph.mutations.get(mutating_buf) else { return false };
        n1.reads.iter().filter(|r| r.name() == real).all(|r| {
            matches!(r, Dep::MemoryDep { index, ranges, .. }
                if !r.is_indirect() && index == wi && ranges.iter().map(|x| &x.1).eq(wr.iter().map(|x| &x.1)))
        })
    }

    /// An invoke_quant dequant whose output a template reads.
    fn feeds_a_template_as_dequant(&self, n: &SNode) -> bool {
        n.ops.iter().all(|o| self.graph.invoke_quant_ops.contains(o))
            && n.buffers.iter().any(|b| {
                self.buffer_users(b).iter().any(|&u| {
                    self.base
                        .get(u)
                        .is_some_and(|x| x.kind == super::node::NodeKind::TemplateSchedulerNode)
                })
            })
    }

    pub fn buffer_users(&self, buf: &str) -> Vec<usize> {
        self.users.get(buf).cloned().unwrap_or_default()
    }

    fn are_long_distant_nodes(&self, n1: &SNode, n2: &SNode) -> bool {
        let d = (n1.min_order as i64 - n2.max_order as i64)
            .abs()
            .max((n2.min_order as i64 - n1.max_order as i64).abs());
        d > self.config.proximity_limit as i64
    }

    /// Buffers read only by this node could be reused if it is not fused; fusing loses that.
    fn can_fusion_increase_peak_memory(&self, n1: &SNode, n2: &SNode, bw_saving: i64) -> bool {
        let keys = |n: &SNode| -> BTreeSet<(String, Expr)> {
            n.reads
                .iter()
                .filter(|d| self.buffer_users(d.name()).len() == 1)
                // `name_to_buf` holds the scheduler nodes' outputs: a graph input is never
                // a buffer the wrapper could reuse.
                .filter(|d| !self.graph.graph_inputs.iter().any(|b| b.name == d.name()))
                .filter_map(|d| self.buffer(d.name()))
                .map(|b| (format!("{:?}", b.layout.dtype), b.layout.numel()))
                .collect()
        };
        let mut overhead = 0i64;
        for (_, numel) in keys(n1).intersection(&keys(n2)) {
            // `int(key[2])` of a symbolic numel fails: "not an integer. Fallback is to fuse".
            let Some(n) = numel.as_const() else { return false };
            overhead += n;
        }
        overhead > self.config.peak_memory_factor * bw_saving
    }

    fn dep_bytes(&self, d: &Dep) -> i64 {
        let Some(b) = self.buffer(d.name()) else { return 0 };
        // `dep_size_hint`: the bytes at the size hints.
        self.sv.size_hint(&d.numel().unwrap_or_else(|| b.layout.numel()))
            * b.layout.dtype.size_bytes() as i64
    }

    /// `score_fusion_memory`: bytes of the dependencies both nodes share exactly (by name only
    /// when a template is involved).
    pub fn score_fusion_memory(&self, n1: &SNode, n2: &SNode) -> i64 {
        if (n1.has_template || n2.has_template) && self.config.template_score_by_buffer_name {
            let mut s = 0;
            for a in n1.reads.iter().chain(&n1.writes) {
                for b in n2.reads.iter().chain(&n2.writes) {
                    if a == b || a.name() == b.name() {
                        s += self.dep_bytes(a).max(self.dep_bytes(b));
                    }
                }
            }
            return s;
        }
        let (a, b) = if n1.reads.len() + n1.writes.len() > n2.reads.len() + n2.writes.len() {
            (n2, n1)
        } else {
            (n1, n2)
        };
        let mut common: Vec<&Dep> = vec![];
        for d in a.reads.iter().chain(&a.writes) {
            if (b.reads.contains(d) || b.writes.contains(d)) && !common.contains(&d) {
                common.push(d);
            }
        }
        common.into_iter().map(|d| self.dep_bytes(d)).sum()
    }

    /// `InductorChoices.score_fusion`.
    pub fn score_fusion(&self, i1: usize, i2: usize) -> FusionScore {
        let (n1, n2) = (self.node(i1), self.node(i2));
        let memory_score = self.score_fusion_memory(n1, n2);
        let proximity = -((n1.min_order as i64 - n2.max_order as i64)
            .abs()
            .max((n2.min_order as i64 - n1.max_order as i64).abs()));
        let template_score = if n2.has_template {
            0
        } else {
            1 + i64::from(n1.has_template == self.config.epilogue_fusion_first && memory_score > 0)
        };
        let node_type_score = i64::from(n1.is_reduction == n2.is_reduction && memory_score > 0);
        FusionScore {
            template_score,
            node_type_score,
            memory_score,
            buffer_overlap_score: 0,
            proximity_score: proximity,
        }
    }

    // ---- backend rules ----

    #[allow(clippy::expect_used, reason = "an outer-loop half has at least one member")]
    fn member_group(&self, members: &[usize]) -> Group {
        let bs: Vec<&super::node::BaseNode> =
            members.iter().filter_map(|&m| self.base.get(m)).collect();
        bs.iter()
            .find(|b| b.is_reduction)
            .or(bs.first())
            .map(|b| b.group.clone())
            .expect("an outer-loop half has at least one member")
    }

    /// `CppScheduling._why_fuse_nodes`.
    pub fn why_fuse_nodes(&self, n1: &SNode, n2: &SNode) -> Option<ReasonFused> {
        let (v1, r1) = vars_of(&n1.group);
        let (v2, r2) = vars_of(&n2.group);
        if v1 == v2 && r1 == r2 {
            return Some(ReasonFused::SameVarsReduce);
        }
        let v2r2: Vec<Expr> = v2.iter().chain(r2).cloned().collect();
        if r1.is_empty() && v1 == v2r2.as_slice() {
            return Some(ReasonFused::CompatibleReduction);
        }
        if self.compatible_ranges(n1, n2) {
            return Some(ReasonFused::CompatibleRangesNoReduction);
        }
        None
    }

    /// `_can_fuse_nodes_with_compatible_ranges`: same element count, one side 1-D, and the same
    /// sizes before loop simplification (then re-simplifying both with each other's indexing
    /// aligns their loops).
    fn compatible_ranges(&self, n1: &SNode, n2: &SNode) -> bool {
        let (v1, r1) = vars_of(&n1.group);
        let (v2, r2) = vars_of(&n2.group);
        let c1 = r1.is_empty() && r2.is_empty();
        let c2 = Expr::product(v1) == Expr::product(v2);
        let c3 = v1.len() == 1 || v2.len() == 1;
        if !(c1 && c2 && c3) {
            return false;
        }
        let (recomp, refn) = if v1.len() < v2.len() { (n1, n2) } else { (n2, n1) };
        if recomp.kind != FusedKind::Single {
            return false;
        }
        let sizes = |n: &SNode| -> BTreeSet<Vec<Expr>> {
            n.members
                .iter()
                .filter_map(|&m| self.base.get(m))
                .map(|b| b.data_size.clone())
                .collect()
        };
        let r2s = sizes(recomp);
        let r1s = sizes(refn);
        r1s.len() == 1 && r1s == r2s
    }

    fn cpp_horizontal_impl(&self, n1: &SNode, n2: &SNode) -> bool {
        let outer_or_extern =
            |n: &SNode| matches!(n.kind, FusedKind::OuterLoopFused { .. }) || n.is_extern();
        if outer_or_extern(n1) || outer_or_extern(n2) {
            return false;
        }
        self.why_fuse_nodes(n1, n2).is_some()
    }

    /// `_get_outer_loop_fusion_depth`.
    pub fn outer_loop_fusion_depth(&self, n1: &SNode, n2: &SNode) -> usize {
        if n1.is_extern()
            || n2.is_extern()
            || n1.is_nop()
            || n2.is_nop()
            || n1.has_template
            || n2.has_template
        {
            return 0;
        }
        let g1 = match (&n1.kind, n1.outer.last()) {
            (FusedKind::OuterLoopFused { .. }, Some(m)) => self.member_group(m),
            _ => n1.group.clone(),
        };
        let g2 = match (&n2.kind, n2.outer.first()) {
            (FusedKind::OuterLoopFused { .. }, Some(m)) => self.member_group(m),
            _ => n2.group.clone(),
        };
        let (v1, r1) = vars_of(&g1);
        let (v2, r2) = vars_of(&g2);
        if v1.is_empty() && v2.is_empty() && !r1.is_empty() && !r2.is_empty() {
            return 0;
        }
        if let (FusedKind::OuterLoopFused { depth: d1 }, FusedKind::OuterLoopFused { depth: d2 }) =
            (n1.kind, n2.kind)
        {
            return if d1 == d2 { d1 } else { 0 };
        }
        let depth = v1.len().min(v2.len());
        if depth >= 1 && v1[..depth] == v2[..depth] {
            for n in [n1, n2] {
                if let FusedKind::OuterLoopFused { depth: d } = n.kind {
                    return if d == depth { depth } else { 0 };
                }
            }
            return depth;
        }
        0
    }

    fn cpp_vertical_outer_loop(&self, n1: &SNode, n2: &SNode) -> bool {
        !n1.has_template
            && !n2.has_template
            && n1.members.iter().any(|&m| n2.ancestors.contains(m))
            && (!self.cpp_horizontal_impl(n1, n2) || n1.is_reduction)
            && self.outer_loop_fusion_depth(n1, n2) >= 1
    }

    /// The backend's refusal: its own `WhyNoFuse` reason where it logs one, else that the
    /// backend said no.
    fn backend_refusal(
        &self,
        n1: &SNode,
        n2: &SNode,
        kind: &'static str,
        reason: Option<String>,
    ) -> Verdict {
        let check = if kind == "vertical" { "backend_vertical" } else { "backend_horizontal" };
        match reason {
            Some(r) => self.why(n1, n2, check, r),
            None => Verdict::refuse(
                check,
                Some(format!(
                    "cannot fuse {} with {}: {} backend: can_fuse_{kind} is False",
                    n1.name,
                    n2.name,
                    self.policy.backend_name()
                )),
            ),
        }
    }

    fn backend_can_fuse_vertical(&self, n1: &SNode, n2: &SNode) -> Result<(), Option<String>> {
        if n1.has_template || n2.has_template || self.policy.simd_groups() {
            return self.simd_can_fuse(n1, n2);
        }
        let ok = (self.cpp_horizontal_impl(n1, n2) && !n1.is_reduction)
            || self.cpp_vertical_outer_loop(n1, n2);
        if ok { Ok(()) } else { Err(None) }
    }

    fn backend_can_fuse_horizontal(&self, n1: &SNode, n2: &SNode) -> Result<(), Option<String>> {
        if self.policy.simd_groups() {
            return self.simd_can_fuse(n1, n2);
        }
        let ok = !(n1.has_template || n2.has_template)
            && n1.members.len() + n2.members.len() <= self.config.cpp_max_horizontal_fusion_size
            && self.cpp_horizontal_impl(n1, n2);
        if ok { Ok(()) } else { Err(None) }
    }

    /// `SIMDScheduling.can_fuse` on `(numel, rnumel)` groups, refused with the reason its
    /// `WhyNoFuse` logs where it logs one (`Err(None)`: refused without one here).
    fn simd_can_fuse(&self, n1: &SNode, n2: &SNode) -> Result<(), Option<String>> {
        let numel = |n: &SNode| -> (Expr, Expr) {
            let it = &n.group.iteration;
            (Expr::product(&it.sizes), Expr::product(&it.reduction_sizes))
        };
        let ((a1, b1), (a2, b2)) = (numel(n1), numel(n2));
        let refuse = |why: String| Err(Some(why));
        match (n1.is_reduction, n2.is_reduction) {
            (true, true) if !(a1 == a2 && b1 == b2) => {
                refuse(format!("numel/rnumel mismatch (reduce) ({a1}, {a2}), ({b1}, {b2})"))
            }
            (false, false) if !(a1 == a2 && b1 == b2 || n2.has_template) => {
                refuse(format!("numel/rnumel mismatch (non-reduce) ({a1}, {a2}), ({b1}, {b2})"))
            }
            (true, true) | (false, false) => Ok(()),
            (false, true) if a1 == a2.mul_poly(&b2) || a1 == a2 => Ok(()),
            (false, true) => refuse("nodes numel incompatibility".into()),
            (true, false) if a2 == a1.mul_poly(&b1) || a2 == a1 => Ok(()),
            (true, false) => Err(None),
        }
    }

    pub fn fusion_pair_priority(&self, i1: usize, i2: usize) -> u8 {
        if self.policy.simd_groups() {
            return 0;
        }
        u8::from(self.cpp_vertical_outer_loop(self.node(i1), self.node(i2)))
    }

    /// `CppScheduling.fuse` / `SIMDScheduling.fuse`: which kind of group the pair becomes.
    pub fn backend_fuse_kind(&self, i1: usize, i2: usize) -> FusedKind {
        let (n1, n2) = (self.node(i1), self.node(i2));
        if self.policy.simd_groups() || n1.has_template || n2.has_template {
            return FusedKind::Fused;
        }
        if self.why_fuse_nodes(n1, n2) == Some(ReasonFused::CompatibleRangesNoReduction) {
            return FusedKind::Fused;
        }
        if self.cpp_vertical_outer_loop(n1, n2) {
            return FusedKind::OuterLoopFused { depth: self.outer_loop_fusion_depth(n1, n2) };
        }
        FusedKind::Fused
    }
}

/// `fusable_read_and_write`: same buffer, no indirection, same index, read size extends the
/// write size.
pub fn fusable_read_and_write(read: &Dep, write: &Dep) -> bool {
    match (read, write) {
        (
            Dep::MemoryDep { name: rn, index: ri, ranges: rr, .. },
            Dep::MemoryDep { name: wn, index: wi, ranges: wr, .. },
        ) => {
            if rn != wn || read.is_indirect() || write.is_indirect() {
                return false;
            }
            let rs: Vec<&Expr> = rr.iter().map(|(_, s)| s).collect();
            let ws: Vec<&Expr> = wr.iter().map(|(_, s)| s).collect();
            ri == wi && rs.len() >= ws.len() && rs[..ws.len()] == ws[..]
        }
        _ => false,
    }
}
