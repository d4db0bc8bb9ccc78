//! The timing overlay: each kernel's FX nodes as a hull shaded by its share of the time, and a
//! badge with its time (µs) or share (%) on the node where its result leaves the kernel; the
//! times also go to the canvas as `Timed` sets, which it sums over folded and open groups.
use super::worker::KernelRow;
use crate::app::{CanvasOverlay, Hull, Timed};
use crate::ir::Graph;
use crate::layout::NodePath;
use egui::Color32;

/// Where one kernel sits on the canvas (resolved once per result and graph).
#[derive(Debug, Clone, Default)]
pub struct Placement {
    pub nodes: Vec<NodePath>,
    /// The node the badge goes on: the last root-level node the kernel covers, else the
    /// `invoke_quant` call whose subgraph it covers.
    pub anchor: Option<NodePath>,
}

/// Origins name root nodes (`mm`) or nodes of a called subgraph (`subgraph0.mul`); the latter
/// are placed inside every `invoke_quant` that calls that subgraph.
pub fn place(root: &Graph, fx_nodes: &[String]) -> Placement {
    let mut nodes = vec![];
    let mut anchor: Option<NodePath> = None;
    let mut call_anchor: Option<NodePath> = None;
    for name in fx_nodes {
        if let Some(id) = root.find(name) {
            let p = NodePath::root(id);
            if anchor.as_ref().is_none_or(|a| a.id < id) {
                anchor = Some(p.clone());
            }
            nodes.push(p);
            continue;
        }
        let Some((sub, inner)) = name.split_once('.') else { continue };
        for call in root.ids() {
            let Some((sg_name, sg)) = root.called_subgraph(call) else { continue };
            if sg_name != sub {
                continue;
            }
            if let Some(id) = sg.find(inner) {
                let call_path = NodePath::root(call);
                nodes.push(call_path.child(id));
                call_anchor = Some(call_path);
            }
        }
    }
    Placement { nodes, anchor: anchor.or(call_anchor) }
}

/// Share 0 → blue, half of the largest → yellow, the largest → red.
pub fn heat(t: f32) -> Color32 {
    let t = t.clamp(0.0, 1.0);
    let lerp = |a: [f32; 3], b: [f32; 3], u: f32| {
        Color32::from_rgb(
            (a[0] + (b[0] - a[0]) * u) as u8,
            (a[1] + (b[1] - a[1]) * u) as u8,
            (a[2] + (b[2] - a[2]) * u) as u8,
        )
    };
    let (cool, mid, hot) = ([70.0, 130.0, 230.0], [235.0, 195.0, 50.0], [230.0, 55.0, 45.0]);
    if t < 0.5 { lerp(cool, mid, t * 2.0) } else { lerp(mid, hot, (t - 0.5) * 2.0) }
}

/// Extern steps (run by the interpreter, not the JIT).
pub const EXTERN: Color32 = Color32::from_rgb(140, 140, 140);

/// Each kernel's share of the sum of kernel medians.
pub fn shares(kernels: &[KernelRow]) -> Vec<f64> {
    let sum: f64 = kernels.iter().map(|k| k.median_s).sum();
    kernels.iter().map(|k| if sum > 0.0 { k.median_s / sum } else { 0.0 }).collect()
}

/// The badge text of one kernel; a share says what it is a share of (`total`, the sum of the
/// kernels' medians).
pub fn badge(k: &KernelRow, share: f64, as_share: bool, total: f64) -> String {
    let who = if k.jit { k.name.clone() } else { format!("{} (interp)", k.name) };
    if as_share {
        format!("{who}: {:.1}% of {}", share * 100.0, super::summary::fmt_time(total))
    } else {
        format!("{who}: {:.1} µs", k.median_s * 1e6)
    }
}

/// Pushes hulls and badges; kernels sharing an anchor (a collapsed invoke_quant) share one badge.
pub fn push(
    overlay: &mut CanvasOverlay,
    kernels: &[KernelRow],
    placements: &[Placement],
    as_share: bool,
    selected: Option<&str>,
) {
    let shares = shares(kernels);
    let total: f64 = kernels.iter().map(|k| k.median_s).sum();
    let max = shares.iter().copied().fold(0.0, f64::max).max(1e-12);
    let mut badges: Vec<(NodePath, Vec<String>)> = vec![];
    for ((k, p), share) in kernels.iter().zip(placements).zip(&shares) {
        let color = if k.jit { heat((share / max) as f32) } else { EXTERN };
        if !p.nodes.is_empty() {
            overlay.hulls.push(Hull { nodes: p.nodes.clone(), color, label: String::new() });
            let mut nodes: Vec<_> =
                p.nodes.iter().map(|n| n.calls.first().copied().unwrap_or(n.id)).collect();
            nodes.sort();
            nodes.dedup();
            overlay.timed.push(Timed { nodes, seconds: k.median_s });
        }
        if selected == Some(k.name.as_str()) {
            for n in &p.nodes {
                overlay.highlight.push((n.clone(), color));
            }
        }
        let Some(a) = &p.anchor else { continue };
        let text = badge(k, *share, as_share, total);
        match badges.iter_mut().find(|(b, _)| b == a) {
            Some((_, texts)) => texts.push(text),
            None => badges.push((a.clone(), vec![text])),
        }
    }
    overlay.badges.extend(badges.into_iter().map(|(p, t)| (p, t.join("  |  "))));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(name: &str, us: f64, jit: bool) -> KernelRow {
        KernelRow {
            name: name.into(),
            jit,
            micro: vec![],
            fx_nodes: vec![],
            median_s: us * 1e-6,
            spread: 0.0,
            settled: None,
            bytes: 0,
            gbps: 0.0,
            gflops: None,
            max_abs_err: None,
            clif: None,
            loop_body: String::new(),
        }
    }

    #[test]
    fn badges_say_microseconds_or_share_and_mark_externs() {
        let a = row("op0", 30.0, true);
        let b = row("op1", 10.0, false);
        let s = shares(&[a.clone(), b.clone()]);
        let total = 40e-6;
        assert_eq!(badge(&a, s[0], false, total), "op0: 30.0 µs");
        assert_eq!(badge(&a, s[0], true, total), "op0: 75.0% of 40.0 µs");
        assert_eq!(badge(&b, s[1], true, total), "op1 (interp): 25.0% of 40.0 µs");
    }

    #[test]
    fn heat_runs_from_cool_to_hot() {
        assert_eq!(heat(0.0), Color32::from_rgb(70, 130, 230));
        assert_eq!(heat(1.0), Color32::from_rgb(230, 55, 45));
        assert_eq!(heat(0.5), Color32::from_rgb(235, 195, 50));
    }

    #[test]
    fn subgraph_origins_land_inside_their_call() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/sample_graphs/llama_mlp_int8/post_grad.txt"
        ))
        .unwrap_or_default();
        let Ok(doc) = crate::import::fx::parse_fx(&text, "post_grad.txt") else {
            panic!("sample graph does not parse")
        };
        let Some(Ok(g)) = doc.stages.last().map(|s| s.graph()) else { panic!("no stage") };
        let p = place(
            g,
            &["subgraph0.convert_element_type".into(), "subgraph0.mul".into(), "mm".into()],
        );
        assert_eq!(p.nodes.len(), 3);
        let call = g.find("invoke_quant_3").map(NodePath::root);
        assert_eq!(p.nodes[0].calls, call.iter().map(|c| c.id).collect::<Vec<_>>());
        assert_eq!(p.anchor, g.find("mm").map(NodePath::root));
        let only_sub = place(g, &["subgraph0.mul".into()]);
        assert_eq!(only_sub.anchor, call);
    }
}
