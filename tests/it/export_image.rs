//! The whole graph as a picture (issue 36): `export --to svg|png` and `export::svg`.
use super::robustness::run_bin;
use quantbench::export::image::{self, Fold};
use quantbench::export::svg;
use quantbench::group::Hierarchy;
use quantbench::layout::{self, LayoutOptions, Progress, Request};
use resvg::usvg::roxmltree;
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

fn sample(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn mlp() -> quantbench::ir::Graph {
    let doc = quantbench::import::load_path(&sample("sample_graphs/llama_mlp_int8/post_grad.txt"))
        .unwrap();
    doc.stage(None).unwrap().graph().unwrap().clone()
}

#[test]
fn the_svg_has_every_box_and_node_name_and_covers_the_layout() {
    let g = mlp();
    let expanded = HashSet::new();
    let lay = layout::layout(&Request::new(&g, &expanded), &Progress::default()).unwrap();
    let text = svg::to_svg(&lay, &LayoutOptions::default(), &svg::SvgOptions::default());
    let doc = roxmltree::Document::parse(&text).expect("the SVG is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    // One rect per box (nodes, plus the inner frame of each collapsed invoke_quant) and the
    // background.
    let rects = doc.descendants().filter(|n| n.has_tag_name("rect")).count();
    let iq = lay.items.iter().filter(|it| it.class == layout::NodeClass::InvokeQuant).count();
    assert!(iq > 0);
    assert_eq!(rects, 1 + lay.items.len() + iq, "{text}");
    let texts: HashSet<&str> =
        doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    // Every node the canvas draws (a subgraph's get_attr is not drawn: its call stands for it).
    for id in g.ids().filter(|&id| !layout::is_hidden(&g, id)) {
        let n = g.node(id);
        assert!(texts.contains(n.name.as_str()), "{} is not written", n.name);
    }
    let vb: Vec<f32> =
        root.attribute("viewBox").unwrap().split(' ').map(|v| v.parse().unwrap()).collect();
    let b = lay.bounds;
    assert_eq!(vb[0], b.min[0] - svg::MARGIN);
    assert_eq!(vb[1], b.min[1] - svg::MARGIN);
    assert!(vb[0] + vb[2] >= b.max[0] + svg::MARGIN && vb[1] + vb[3] >= b.max[1] + svg::MARGIN);
    assert_eq!(lay.edges.len(), doc.descendants().filter(|n| n.has_tag_name("path")).count() / 2);
}

#[test]
fn text_is_escaped() {
    assert_eq!(svg::escape("a<b & 'c'>\"d\""), "a&lt;b &amp; &apos;c&apos;&gt;&quot;d&quot;");
}

#[test]
fn a_folded_decoder_is_one_box_per_layer() {
    let p = sample("sample_graphs/decoder_32layer_nf4/post_grad.txt");
    let doc = quantbench::import::load_path(&p).unwrap();
    let st = doc.stage(None).unwrap();
    let g = st.graph().unwrap();
    let h = Hierarchy::for_stage(&doc, st, g);
    let text = image::whole_graph_svg(g, &h, Fold::Folded, true).unwrap();
    let x = roxmltree::Document::parse(&text).unwrap();
    let layers = x
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .filter(|n| n.text().is_some_and(|t| t.starts_with("fn.") && !t.contains(' ')))
        .count();
    assert_eq!(layers, 32, "{text}");
}

fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[1..4], b"PNG");
    let be = |o: usize| u32::from_be_bytes(bytes[o..o + 4].try_into().unwrap());
    (be(16), be(20))
}

#[test]
fn the_cli_writes_the_whole_graph_as_png_at_its_scale() {
    let d = tempfile::tempdir().unwrap();
    let g = sample("sample_graphs/llama_mlp_int8/post_grad.txt");
    let (svg_out, png_out) = (d.path().join("g.svg"), d.path().join("g.png"));
    let gs = g.to_str().unwrap();
    let r = run_bin(
        &["export", gs, "--to", "svg", "--open-all", "-o", svg_out.to_str().unwrap()],
        Duration::from_secs(60),
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let r = run_bin(
        &[
            "export",
            gs,
            "--to",
            "png",
            "--open-all",
            "--scale",
            "2",
            "-o",
            png_out.to_str().unwrap(),
        ],
        Duration::from_secs(60),
    );
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    let text = std::fs::read_to_string(&svg_out).unwrap();
    let x = roxmltree::Document::parse(&text).unwrap();
    let root = x.root_element();
    let dim = |a: &str| root.attribute(a).unwrap().parse::<f32>().unwrap();
    let bytes = std::fs::read(&png_out).unwrap();
    let (w, h) = png_size(&bytes);
    assert_eq!((w, h), ((dim("width") * 2.0).ceil() as u32, (dim("height") * 2.0).ceil() as u32));
    // Not blank: decoded by resvg's own PNG decoder through an <image>-free check, the pixel
    // data differs between two places (background and a box).
    let pix = resvg::tiny_skia::Pixmap::decode_png(&bytes).unwrap();
    let distinct: HashSet<[u8; 4]> = pix
        .pixels()
        .iter()
        .step_by(97)
        .map(|p| {
            let c = p.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    assert!(distinct.len() > 20, "{} colours", distinct.len());
}

#[test]
fn a_png_too_large_is_an_error_that_points_to_svg() {
    let d = tempfile::tempdir().unwrap();
    let g = sample("sample_graphs/decoder_32layer_nf4/post_grad.txt");
    let out = d.path().join("g.png");
    let r = run_bin(
        &["export", g.to_str().unwrap(), "--to", "png", "--open-all", "-o", out.to_str().unwrap()],
        Duration::from_secs(120),
    );
    // 2: an error, as every command exits on one.
    assert_eq!(r.code, Some(2), "{}{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("32768 px") && r.stderr.contains("--to svg"), "{}", r.stderr);
    assert!(!out.exists());
}

#[test]
fn the_picture_is_never_written_over_its_input() {
    let d = tempfile::tempdir().unwrap();
    let g = d.path().join("post_grad.txt");
    std::fs::copy(sample("sample_graphs/llama_mlp_int8/post_grad.txt"), &g).unwrap();
    let before = std::fs::read(&g).unwrap();
    for to in ["svg", "png"] {
        let gs = g.to_str().unwrap();
        let r = run_bin(&["export", gs, "--to", to, "-o", gs], Duration::from_secs(60));
        assert_ne!(r.code, Some(0), "{to}");
        assert!(r.stderr.contains("refusing to write"), "{to}: {}", r.stderr);
        assert_eq!(std::fs::read(&g).unwrap(), before);
    }
}
