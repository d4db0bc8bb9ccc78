//! The whole of a laid-out graph as a standalone SVG (`export --to svg`, File > Export image):
//! what the canvas draws near, at every box, whatever the window shows. Same shapes, colours
//! (`layout::palette`), text lines and edge curves as the canvas, in layout units (one unit is
//! one point on the canvas at 1:1).
use crate::layout::palette::{self, Rgba};
use crate::layout::{Layout, LayoutOptions, NodeClass, Pos, Rect, region};
use std::fmt::Write as _;

/// Room left around the drawing: edges routed down a bus, region outlines and labels, and
/// group frames' headers reach past the node boxes.
pub const MARGIN: f32 = 24.0;

/// An overlay region (a kernel's nodes, a fusion group): layout items, drawn as the union of
/// their boxes; a folded group's box among them counts the region instead (`3 kernels`).
#[derive(Debug, Clone)]
pub struct Region {
    pub items: Vec<usize>,
    pub color: Rgba,
    pub label: String,
}

/// An open group's frame (`model.layers.0`), drawn behind its boxes.
#[derive(Debug, Clone)]
pub struct Frame {
    pub rect: Rect,
    pub label: String,
    /// A repeated block (`layers x32`): filled a little more than a plain group.
    pub repeat: bool,
}

#[derive(Debug, Clone, Default)]
pub struct SvgOptions {
    pub dark: bool,
    pub regions: Vec<Region>,
    pub frames: Vec<Frame>,
}

/// The area the picture covers: the layout's bounds, its edges and frames, and [`MARGIN`].
pub fn view_box(layout: &Layout, opts: &SvgOptions) -> Rect {
    let mut r = layout.bounds;
    for e in &layout.edges {
        r = r.union(&e.bbox);
    }
    for f in &opts.frames {
        r = r.union(&f.rect);
    }
    Rect {
        min: [r.min[0] - MARGIN, r.min[1] - MARGIN],
        max: [r.max[0] + MARGIN, r.max[1] + MARGIN],
    }
}

/// Text as XML character data or an attribute value.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // XML 1.0 has no way to write these; a graph's text never needs them.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{fffd}'),
            c => out.push(c),
        }
    }
    out
}

fn color(c: Rgba) -> String {
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// `fill="#rrggbb"` with its opacity (times `alpha`) when not opaque.
fn paint(attr: &str, c: Rgba, alpha: f32) -> String {
    let a = f32::from(c[3]) / 255.0 * alpha;
    if a >= 0.999 {
        format!(r#"{attr}="{}""#, color(c))
    } else {
        format!(r#"{attr}="{}" {attr}-opacity="{a:.3}""#, color(c))
    }
}

/// The text the canvas paints in a box: monospace, the layout's metrics, the first line bright.
const MONO: &str = "Hack, 'DejaVu Sans Mono', monospace";
const SANS: &str = "Ubuntu, 'DejaVu Sans', sans-serif";
/// The baseline below a line's top at the canvas's 12-point Hack (its ascent).
const ASCENT: f32 = 11.0;

struct Svg<'a> {
    out: String,
    dark: bool,
    opts: &'a LayoutOptions,
}

impl Svg<'_> {
    /// A rectangle whose stroke lies inside it, as egui's `StrokeKind::Inside` paints.
    fn rect(&mut self, r: &Rect, radius: f32, fill: Option<(Rgba, f32)>, stroke: (Rgba, f32, f32)) {
        let (sc, sw, sa) = stroke;
        let h = sw / 2.0;
        let (w, ht) = ((r.width() - sw).max(0.0), (r.height() - sw).max(0.0));
        let fill = fill.map_or_else(|| r#"fill="none""#.to_string(), |(c, a)| paint("fill", c, a));
        let _ = writeln!(
            self.out,
            r#"<rect x="{:.2}" y="{:.2}" width="{w:.2}" height="{ht:.2}" rx="{:.1}" {fill} {} stroke-width="{sw}"/>"#,
            r.min[0] + h,
            r.min[1] + h,
            (radius - h).max(0.0),
            paint("stroke", sc, sa),
        );
    }

    fn lines(&mut self, r: &Rect, lines: &[String]) {
        let text = palette::text(self.dark);
        for (k, line) in lines.iter().enumerate() {
            let x = r.min[0] + self.opts.box_pad[0];
            let y = r.min[1] + self.opts.box_pad[1] + k as f32 * self.opts.line_height + ASCENT;
            let _ = writeln!(
                self.out,
                r#"<text x="{x:.2}" y="{y:.2}" {} xml:space="preserve">{}</text>"#,
                paint("fill", text, if k == 0 { 1.0 } else { 0.8 }),
                escape(line)
            );
        }
    }

    fn node(&mut self, layout: &Layout, i: usize) {
        let it = &layout.items[i];
        let r = &it.rect;
        let dark = self.dark;
        if it.cluster.is_some() {
            self.rect(
                r,
                6.0,
                Some((palette::cluster_fill(dark), 1.0)),
                (palette::frame(dark), 1.5, 1.0),
            );
        } else if it.expanded {
            let stroke = (palette::class_stroke(NodeClass::InvokeQuant, dark), 1.5, 1.0);
            self.rect(r, 10.0, Some((palette::container_fill(dark), 1.0)), stroke);
        } else {
            let radius =
                if matches!(it.class, NodeClass::Input | NodeClass::Output) { 12.0 } else { 4.0 };
            let fill = Some((palette::class_fill(it.class, dark), 1.0));
            self.rect(r, radius, fill, (palette::class_stroke(it.class, dark), 1.0, 1.0));
            if it.class == NodeClass::InvokeQuant {
                // A collapsed container: a second frame edge hints that it opens.
                let inner = Rect {
                    min: [r.min[0] + 3.0, r.min[1] + 3.0],
                    max: [r.max[0] - 3.0, r.max[1] - 3.0],
                };
                self.rect(&inner, 3.0, None, (palette::text(dark), 1.0, 0.4));
            }
        }
        self.lines(r, &it.lines);
    }

    fn edges(&mut self, layout: &Layout) {
        let c = palette::edge(self.dark);
        let _ =
            writeln!(self.out, r#"<g fill="none" {} stroke-width="1.2">"#, paint("stroke", c, 1.0));
        for e in &layout.edges {
            let Some(first) = e.points.first() else { continue };
            let mut d = format!("M{:.2},{:.2}", first[0], first[1]);
            for [a, b, c] in edge_curves(&e.points) {
                let _ = write!(
                    d,
                    " C{:.2},{:.2} {:.2},{:.2} {:.2},{:.2}",
                    a[0], a[1], b[0], b[1], c[0], c[1]
                );
            }
            let _ = writeln!(self.out, r#"<path d="{d}"/>"#);
        }
        let _ = writeln!(self.out, "</g>");
        let _ = writeln!(self.out, r#"<g {}>"#, paint("fill", c, 1.0));
        for tip in layout.edges.iter().filter_map(|e| e.points.last()) {
            let s = 4.0;
            let _ = writeln!(
                self.out,
                r#"<path d="M{:.2},{:.2} L{:.2},{:.2} L{:.2},{:.2} Z"/>"#,
                tip[0],
                tip[1],
                tip[0] - s,
                tip[1] - 1.6 * s,
                tip[0] + s,
                tip[1] - 1.6 * s
            );
        }
        let _ = writeln!(self.out, "</g>");
    }

    fn frames(&mut self, frames: &[Frame]) {
        let c = palette::frame(self.dark);
        for f in frames {
            self.rect(&f.rect, 8.0, Some((c, if f.repeat { 0.10 } else { 0.05 })), (c, 1.2, 0.7));
            let _ = writeln!(
                self.out,
                r#"<text x="{:.2}" y="{:.2}" font-family="{SANS}" font-size="13" {}>{}</text>"#,
                f.rect.min[0] + 6.0,
                f.rect.min[1] + 14.0,
                paint("fill", c, 1.0),
                escape(&f.label)
            );
        }
    }

    /// Regions over open nodes; what lands on folded boxes is returned, box by box.
    fn regions(&mut self, layout: &Layout, regions: &[Region]) -> Vec<(usize, Vec<Rgba>)> {
        let mut folded: Vec<(usize, Vec<Rgba>)> = vec![];
        for reg in regions {
            let mut rects: Vec<Rect> = vec![];
            for &i in &reg.items {
                let Some(it) = layout.items.get(i) else { continue };
                if it.cluster.is_some() {
                    match folded.iter_mut().find(|(b, _)| *b == i) {
                        Some((_, v)) => v.push(reg.color),
                        None => folded.push((i, vec![reg.color])),
                    }
                    continue;
                }
                let g = region::GROW;
                rects.push(Rect {
                    min: [it.rect.min[0] - g, it.rect.min[1] - g],
                    max: [it.rect.max[0] + g, it.rect.max[1] + g],
                });
            }
            if rects.is_empty() {
                continue;
            }
            let (fills, segs) = region::union(&rects);
            let _ = writeln!(self.out, r#"<g {}>"#, paint("fill", reg.color, 0.18));
            for f in &fills {
                let _ = writeln!(
                    self.out,
                    r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}"/>"#,
                    f.min[0],
                    f.min[1],
                    f.width(),
                    f.height()
                );
            }
            let _ = writeln!(self.out, "</g>");
            let mut d = String::new();
            for s in &segs {
                let _ = write!(d, "M{:.2},{:.2} L{:.2},{:.2} ", s[0][0], s[0][1], s[1][0], s[1][1]);
            }
            let _ = writeln!(
                self.out,
                r#"<path d="{}" fill="none" {} stroke-width="1.5"/>"#,
                d.trim_end(),
                paint("stroke", reg.color, 1.0)
            );
            let top = rects.iter().min_by(|a, b| a.min[1].total_cmp(&b.min[1]));
            if let Some(top) = top.filter(|_| !reg.label.is_empty()) {
                let _ = writeln!(
                    self.out,
                    r#"<text x="{:.2}" y="{:.2}" text-anchor="middle" {}>{}</text>"#,
                    top.center()[0],
                    top.min[1] - 7.0,
                    paint("fill", reg.color, 1.0),
                    escape(&reg.label)
                );
            }
        }
        folded
    }

    /// On a folded box holding regions: `12 kernels` and a swatch of each one's colour.
    fn folded_counts(&mut self, layout: &Layout, folded: &[(usize, Vec<Rgba>)]) {
        for (b, colors) in folded {
            let r = &layout.items[*b].rect;
            let n = colors.len();
            let text = format!("{n} kernel{}", if n == 1 { "" } else { "s" });
            let (x, y) = (r.min[0] + 4.0, r.min[1] - 4.0);
            let _ = writeln!(
                self.out,
                r#"<text x="{x:.2}" y="{y:.2}" {}>{}</text>"#,
                paint("fill", palette::text(self.dark), 1.0),
                escape(&text)
            );
            let x0 = x + text.chars().count() as f32 * self.opts.char_width + 6.0;
            for (k, c) in colors.iter().take(24).enumerate() {
                let _ = writeln!(
                    self.out,
                    r#"<rect x="{:.2}" y="{:.2}" width="7" height="7" {}/>"#,
                    x0 + k as f32 * 9.0,
                    y - 7.0,
                    paint("fill", *c, 1.0)
                );
            }
        }
    }
}

/// The cubic pieces between consecutive points, each as (control 1, control 2, end): vertical
/// tangents at every point, the curves the canvas draws (`app::canvas::edge_beziers`).
pub fn edge_curves(points: &[Pos]) -> Vec<[Pos; 3]> {
    points
        .windows(2)
        .map(|w| {
            let (a, b) = (w[0], w[1]);
            let dy = (b[1] - a[1]).abs().max(8.0) * 0.5;
            [[a[0], a[1] + dy], [b[0], b[1] - dy], b]
        })
        .collect()
}

/// The SVG of the whole layout: frames, expanded containers, regions, edges, then boxes, in
/// the canvas's paint order.
pub fn to_svg(layout: &Layout, layout_opts: &LayoutOptions, opts: &SvgOptions) -> String {
    let vb = view_box(layout, opts);
    let mut s = Svg { out: String::new(), dark: opts.dark, opts: layout_opts };
    let _ = writeln!(
        s.out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="{} {} {} {}" width="{}" height="{}" font-family="{MONO}" font-size="12">"#,
        vb.min[0],
        vb.min[1],
        vb.width(),
        vb.height(),
        vb.width(),
        vb.height()
    );
    let bg = palette::background(opts.dark);
    let _ = writeln!(
        s.out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" {}/>"#,
        vb.min[0],
        vb.min[1],
        vb.width(),
        vb.height(),
        paint("fill", bg, 1.0)
    );
    s.frames(&opts.frames);
    for i in (0..layout.items.len()).filter(|&i| layout.items[i].expanded) {
        s.node(layout, i);
    }
    let folded = s.regions(layout, &opts.regions);
    s.edges(layout);
    for i in (0..layout.items.len()).filter(|&i| !layout.items[i].expanded) {
        s.node(layout, i);
    }
    s.folded_counts(layout, &folded);
    s.out.push_str("</svg>\n");
    s.out
}
