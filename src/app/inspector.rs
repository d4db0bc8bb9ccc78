//! The right panel: everything known about the selected node. Node references (args, kwargs,
//! users) are links that select and centre the node they name.
use super::Command;
use super::view::ViewState;
use crate::ir::{Arg, Graph, NodeId, OpKind, OptionsSource, Side, SignatureEntry, ValMeta};
use crate::layout::{self, NodePath};
use crate::session::Session;

/// The groups around the selected node, outermost first, each with a button that folds or
/// opens it (the same as double-clicking its box or frame header), and the time of the kernels
/// inside each while the Kernels tab shows its timings.
fn groups_ui(ui: &mut egui::Ui, view: &ViewState, sel: &NodePath, cmds: &mut Vec<Command>) {
    let Some(h) = view.groups.as_ref().filter(|_| sel.calls.is_empty()) else { return };
    let chain = h.ancestors(sel.id);
    if chain.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.weak("in");
        for g in chain {
            if matches!(h.group(g).kind, crate::group::GroupKind::Repeat { .. }) {
                ui.weak(h.label(g));
                continue;
            }
            let name = h.label(g);
            let folded = view.collapsed.contains(&g);
            let text = if folded { format!("Open {name}") } else { format!("Fold {name}") };
            if ui.small_button(text).clicked() {
                cmds.push(Command::ToggleGroup(g));
            }
        }
    });
    if let Some(inst) = h
        .ancestors(sel.id)
        .into_iter()
        .rev()
        .find(|g| matches!(h.group(*g).kind, crate::group::GroupKind::Instance { .. }))
    {
        let siblings =
            h.group(inst).parent.map(|p| h.group(p).children.clone()).unwrap_or_default();
        let at = siblings.iter().position(|s| *s == inst).unwrap_or(0);
        ui.horizontal(|ui| {
            let prev = ui
                .add_enabled(at > 0, egui::Button::new("< Previous instance").small())
                .on_hover_text("The same node in the previous instance (,)");
            if prev.clicked() {
                cmds.push(Command::StepInstance(-1));
            }
            ui.weak(format!("{} of {}", at + 1, siblings.len()));
            let next = ui
                .add_enabled(at + 1 < siblings.len(), egui::Button::new("Next instance >").small())
                .on_hover_text("The same node in the next instance (.)");
            if next.clicked() {
                cmds.push(Command::StepInstance(1));
            }
        });
    }
    // The Kernels tab's times summed over each group around the node.
    for g in h.ancestors(sel.id) {
        if let Some(t) = super::folding::time_text(view.group_times.as_deref(), g) {
            ui.label(format!("{}: {t} of the kernel time", h.label(g)));
        }
    }
}

/// `1.5 KiB`, `64.0 MiB`.
pub fn human_bytes(b: i64) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b as f64;
    let mut u = 0;
    while v.abs() >= 1024.0 && u + 1 < units.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 { format!("{b} B") } else { format!("{v:.1} {}", units[u]) }
}

pub fn ui(ui: &mut egui::Ui, session: &Session, view: &ViewState, cmds: &mut Vec<Command>) {
    ui.heading("Inspector");
    if view.compile.key.is_some() {
        super::compile_story::ui(ui, session.document(), &view.compile, cmds);
        return;
    }
    let Some(root) = session.graph() else { return };
    let Some(sel) = &view.selection else {
        ui.weak("Click a node to inspect it.");
        graph_info(ui, root);
        return;
    };
    let Some(g) = sel.graph(root) else { return };
    let Some(node) = g.get(sel.id) else {
        ui.weak("The selected node no longer exists.");
        return;
    };
    egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
        ui.label(egui::RichText::new(format!("Node {}", node.name)).strong().size(16.0));
        if let Some(q) = sel.qualified_name(root)
            && !sel.calls.is_empty()
        {
            ui.weak(format!("in {q}"));
        }
        groups_ui(ui, view, sel, cmds);
        egui::Grid::new("qb-insp-main").num_columns(2).striped(true).show(ui, |ui| {
            row(ui, "op", node.op.as_str());
            row(ui, "target", &node.target);
            row(ui, "kind", layout::classify(node).name());
        });

        section(ui, "Arguments", |ui| {
            if node.args.is_empty() && node.kwargs.is_empty() {
                ui.weak("none");
            }
            egui::Grid::new("qb-insp-args").num_columns(2).show(ui, |ui| {
                for (i, a) in node.args.iter().enumerate() {
                    ui.monospace(format!("[{i}]"));
                    ui.horizontal_wrapped(|ui| arg_ui(ui, g, sel, a, cmds));
                    ui.end_row();
                }
                for (k, a) in &node.kwargs {
                    ui.monospace(k);
                    ui.horizontal_wrapped(|ui| arg_ui(ui, g, sel, a, cmds));
                    ui.end_row();
                }
            });
        });

        section(ui, "Value", |ui| match &node.meta.val {
            Some(ValMeta::Tensor(t)) => {
                egui::Grid::new("qb-insp-tensor").num_columns(2).striped(true).show(ui, |ui| {
                    row(ui, "type", &t.type_str());
                    row(
                        ui,
                        "dtype",
                        &format!("{} (torch.{})", t.dtype.abbr(), t.dtype.torch_name()),
                    );
                    let dims: Vec<String> = t.shape.iter().map(|d| d.to_string()).collect();
                    row(ui, "shape", &format!("[{}]", dims.join(", ")));
                    let stride = match (&t.stride, t.contiguous_stride()) {
                        (Some(s), _) => format!(
                            "[{}]",
                            s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
                        ),
                        (None, Some(c)) => format!("{c:?} (contiguous, assumed)"),
                        (None, None) => "not printed".into(),
                    };
                    row(ui, "stride", &stride);
                    row(
                        ui,
                        "device",
                        &t.device
                            .as_ref()
                            .map(|d| d.to_string())
                            .unwrap_or_else(|| "not printed".into()),
                    );
                    // Symbolic sizes give the count as lowering's expression (`128*s70`).
                    let numel = crate::lower::meta_shape(t)
                        .map(|s| crate::lower::index::Expr::product(&s))
                        .ok();
                    let symbolic = |scale: i64| {
                        numel.as_ref().map_or("symbolic".into(), |n| n.scale(scale).to_string())
                    };
                    row(ui, "elements", &t.numel().map_or_else(|| symbolic(1), |n| n.to_string()));
                    row(
                        ui,
                        "bytes",
                        &t.nbytes().map_or_else(
                            || symbolic(t.dtype.size_bytes() as i64),
                            |b| format!("{b} ({})", human_bytes(b)),
                        ),
                    );
                });
            }
            Some(ValMeta::Sym(s)) => {
                ui.monospace(format!("Sym({})", s.text()));
            }
            Some(ValMeta::Other(s)) => {
                ui.monospace(s);
            }
            None => {
                ui.weak("no value annotation");
            }
        });

        // What the module says about this input or attribute.
        let sig = g
            .export_signature
            .as_ref()
            .and_then(|sig| sig.inputs.iter().chain(&sig.outputs).find(|e| e.name == node.name));
        let attr = (node.op == OpKind::GetAttr).then(|| g.attr(&node.target)).flatten();
        if sig.is_some() || attr.is_some() {
            section(ui, "Module", |ui| {
                egui::Grid::new("qb-insp-module").num_columns(2).striped(true).show(ui, |ui| {
                    if let Some(e) = sig {
                        row(ui, "signature", &signature_text(e));
                    }
                    if let Some(a) = attr {
                        row(ui, "attribute", &format!("{:?}", a.kind).to_lowercase());
                        if let Some(v) = &a.value {
                            row(ui, "holds", v);
                        }
                    }
                });
            });
        }

        let users = g.users();
        section(ui, "Users", |ui| {
            let us = users.get(sel.id.idx()).cloned().unwrap_or_default();
            if us.is_empty() {
                ui.weak("none");
            }
            ui.horizontal_wrapped(|ui| {
                for u in us {
                    node_link(ui, g, sel, u, cmds);
                }
            });
        });

        if let Some((sg_name, sg)) = g.called_subgraph(sel.id) {
            section(ui, "invoke_quant", |ui| {
                egui::Grid::new("qb-insp-iq").num_columns(2).striped(true).show(ui, |ui| {
                    row(
                        ui,
                        "scheme",
                        &node.scheme().map(|s| format!("'{s}'")).unwrap_or_else(|| "None".into()),
                    );
                    match &node.meta.quant_options {
                        Some(q) => {
                            row(
                                ui,
                                "codegen_low_precision",
                                if q.codegen_low_precision { "True" } else { "False" },
                            );
                            row(
                                ui,
                                "quant_options from",
                                match q.source {
                                    OptionsSource::Explicit => {
                                        "explicit InvokeQuant(...) in the graph"
                                    }
                                    OptionsSource::InductorDefault => {
                                        "Inductor's default InvokeQuant() (not in the text)"
                                    }
                                    OptionsSource::Pattern => "the pattern that recognized it",
                                },
                            );
                        }
                        None => row(ui, "quant_options", "not recorded"),
                    }
                    if let Some(r) = &node.meta.recognized {
                        row(ui, "recognized", &format!("{} dequant ({})", r.library, r.pattern));
                    }
                    row(ui, "subgraph", &format!("{sg_name}: {} nodes", sg.total_nodes()));
                    // What Inductor's output code did with the dequant, read from the code.
                    if let (true, Some(l)) = (sel.calls.is_empty(), session.linked_code())
                        && let Some(f) = l.fusion_of(sel.id)
                    {
                        let code = &l.analysis.code;
                        row(ui, "output code", &f.verdict(code, g));
                        // Short rows: a long parenthesized value would widen the panel.
                        if let Some((k, c)) = &f.compute {
                            let line = |n: usize| code.lines.get(n).map_or("", |t| t.trim());
                            row(ui, "dequant in", &c.dtype_text());
                            let at = format!("{} line {}:", code.kernels[*k].label(), c.line + 1);
                            row(ui, "as in", &format!("{at} {}", line(c.line)));
                            if let Some(cv) = &c.convert {
                                let (from, to) = (cv.from.torch_name(), cv.to.torch_name());
                                row(
                                    ui,
                                    "converted",
                                    &format!("{from} to {to}, line {}", cv.line + 1),
                                );
                            }
                            if !c.from_quantized {
                                row(ui, "read from", "all of the kernel's float arithmetic");
                            }
                        }
                    }
                });
                let path = sel.clone();
                ui.horizontal(|ui| {
                    let expanded = view.expanded.contains(&path);
                    if ui.button(if expanded { "Collapse" } else { "Expand inline" }).clicked() {
                        cmds.push(Command::ToggleExpand(path.clone()));
                    }
                    if ui.button("Enter subgraph").clicked() {
                        cmds.push(Command::DrillInto(path.clone()));
                    }
                });
            });
        }

        // Inductor's provenance tracking: only for nodes of the stage's top-level graph.
        let stage = session.document().stages.get(session.stage_index());
        if let (Some(p), Some(side), true) =
            (session.provenance(), stage.and_then(|s| Side::of(&s.name)), sel.calls.is_empty())
        {
            let (from, became) = p.links(side, &node.name);
            if !from.is_empty() || !became.is_empty() {
                section(ui, "Provenance", |ui| {
                    egui::Grid::new("qb-insp-prov").num_columns(2).striped(true).show(ui, |ui| {
                        if !from.is_empty() {
                            row(ui, "came from", &format!("{} (pre-grad)", from.join(", ")));
                        }
                        if !became.is_empty() {
                            row(ui, "became", &became.join(", "));
                        }
                    });
                });
            }
        }

        if let Some(src) = &node.meta.source {
            section(ui, "Source", |ui| {
                if let Some(file) = &src.file {
                    let loc = match (src.line, &src.func) {
                        (Some(l), Some(f)) => format!("{file}:{l} in {f}"),
                        (Some(l), None) => format!("{file}:{l}"),
                        _ => file.clone(),
                    };
                    ui.monospace(loc);
                }
                match &src.code {
                    Some(code) => {
                        ui.add(
                            egui::Label::new(egui::RichText::new(code).monospace().strong()).wrap(),
                        );
                    }
                    None => {
                        ui.weak(&src.summary);
                    }
                }
            });
        }
    });
}

fn signature_text(e: &SignatureEntry) -> String {
    let mut t = e.kind.clone();
    if let Some(target) = &e.target {
        t.push_str(&format!(" target='{target}'"));
    }
    if !e.extra.is_empty() {
        t.push(' ');
        t.push_str(&e.extra);
    }
    t
}

/// The graph's own facts, shown while no node is selected: an ExportedProgram's signature and
/// range constraints, the pytree calling convention, attributes the module holds.
fn graph_info(ui: &mut egui::Ui, g: &Graph) {
    if let Some(sig) = &g.export_signature {
        section(ui, "Graph signature", |ui| {
            egui::Grid::new("qb-insp-sig").num_columns(2).striped(true).show(ui, |ui| {
                for e in sig.inputs.iter().chain(&sig.outputs) {
                    row(ui, &e.name, &signature_text(e));
                }
            });
        });
        if !sig.range_constraints.is_empty() {
            section(ui, "Range constraints", |ui| {
                egui::Grid::new("qb-insp-ranges").num_columns(2).striped(true).show(ui, |ui| {
                    for (sym, r) in &sig.range_constraints {
                        row(ui, sym, r);
                    }
                });
            });
        }
    }
    if let Some(cg) = &g.codegen {
        section(ui, "Pytree inputs", |ui| {
            ui.monospace(format!(
                "forward({}) flattens {}",
                cg.orig_args.join(", "),
                if cg.flatten_args.is_empty() { "nothing" } else { &cg.flatten_args }
            ));
        });
    }
    if !g.attrs.is_empty() {
        section(ui, "Module attributes", |ui| {
            egui::Grid::new("qb-insp-attrs").num_columns(2).striped(true).show(ui, |ui| {
                for a in &g.attrs {
                    let kind = format!("{:?}", a.kind).to_lowercase();
                    let v = a.value.as_deref().map(|v| format!("{kind}: {v}")).unwrap_or(kind);
                    row(ui, &a.name, &v);
                }
            });
        });
    }
}

fn section(ui: &mut egui::Ui, title: &str, body: impl FnOnce(&mut egui::Ui)) {
    egui::CollapsingHeader::new(title).default_open(true).show(ui, body);
}

fn row(ui: &mut egui::Ui, k: &str, v: &str) {
    ui.label(k);
    let font = egui::TextStyle::Monospace.resolve(ui.style());
    let mut avail = ui.available_width();
    if super::elide::width(ui, v, &font) <= avail {
        ui.add(egui::Label::new(egui::RichText::new(v).monospace()).extend());
        ui.end_row();
        return;
    }
    // A token wider than the cell (an Inductor kernel name) is cut to it, the whole value on
    // hover and a copy button beside: a line that cannot break would widen the panel.
    // A bracketed token too wide for the cell breaks at its spaces before anything is cut.
    let parts = |room: f32| -> Vec<&str> {
        tokens(v)
            .into_iter()
            .flat_map(|t| match super::elide::width(ui, t, &font) > room && t.contains(' ') {
                true => t.split(' ').filter(|p| !p.is_empty()).collect(),
                false => vec![t],
            })
            .collect()
    };
    let cut = parts(avail).iter().any(|t| super::elide::width(ui, t, &font) > avail);
    if cut {
        avail = (avail - super::elide::copy_button_width(ui)).max(24.0);
    }
    // Greedy lines of whole tokens, broken by hand: a wrapping layout inside a grid cell
    // reports last frame's height and the next row is drawn over it.
    let fits = |s: &str| super::elide::width(ui, s, &font) <= avail;
    let mut lines: Vec<String> = vec![];
    for t in parts(avail) {
        match lines.last_mut() {
            Some(l) if fits(&format!("{l} {t}")) => {
                l.push(' ');
                l.push_str(t);
            }
            _ => lines.push(super::elide::fit(ui, t, &font, avail)),
        }
    }
    let label = egui::Label::new(egui::RichText::new(lines.join("\n")).monospace()).extend();
    if cut {
        ui.horizontal_top(|ui| {
            ui.add(label).on_hover_text(v);
            super::elide::copy_button(ui, v);
        });
    } else {
        ui.add(label);
    }
    ui.end_row();
}

/// A value cut where a line may break: at spaces outside brackets, so a shape or stride
/// (`[4096, 11008]`) stays on one line and no word is ever cut inside (`contiguo us`).
pub fn tokens(v: &str) -> Vec<&str> {
    let mut out = vec![];
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in v.char_indices() {
        match c {
            '[' | '(' | '{' => depth += 1,
            ']' | ')' | '}' => depth -= 1,
            ' ' if depth <= 0 => {
                if i > start {
                    out.push(&v[start..i]);
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < v.len() {
        out.push(&v[start..]);
    }
    out
}

fn node_link(ui: &mut egui::Ui, g: &Graph, sel: &NodePath, id: NodeId, cmds: &mut Vec<Command>) {
    let Some(n) = g.get(id) else {
        ui.monospace(format!("<missing #{}>", id.0));
        return;
    };
    let target = NodePath { calls: sel.calls.clone(), id };
    if n.op == OpKind::GetAttr && layout::is_hidden(g, id) {
        ui.monospace(format!("self.{}", n.target));
    } else if ui.link(egui::RichText::new(&n.name).monospace()).clicked() {
        cmds.push(Command::Focus(target));
    }
}

fn arg_ui(ui: &mut egui::Ui, g: &Graph, sel: &NodePath, a: &Arg, cmds: &mut Vec<Command>) {
    match a {
        Arg::Node(id) => node_link(ui, g, sel, *id, cmds),
        Arg::List(v) | Arg::Tuple(v) => {
            let (open, close) = if matches!(a, Arg::List(_)) { ("[", "]") } else { ("(", ")") };
            ui.monospace(open);
            for (i, x) in v.iter().enumerate() {
                if i > 0 {
                    ui.monospace(",");
                }
                arg_ui(ui, g, sel, x, cmds);
            }
            ui.monospace(close);
        }
        other => {
            ui.monospace(crate::export::fx::arg_repr(g, other));
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn values_break_between_tokens_never_inside_a_shape() {
        assert_eq!(
            super::tokens("[4096, 1] (contiguous, assumed)"),
            vec!["[4096, 1]", "(contiguous, assumed)"]
        );
        assert_eq!(super::tokens("f32[16, 256] on cpu"), vec!["f32[16, 256]", "on", "cpu"]);
        assert_eq!(super::tokens(""), Vec::<&str>::new());
    }

    #[test]
    fn bytes_read_like_a_human_wrote_them() {
        assert_eq!(super::human_bytes(512), "512 B");
        assert_eq!(super::human_bytes(64 * 1024 * 1024), "64.0 MiB");
    }
}
