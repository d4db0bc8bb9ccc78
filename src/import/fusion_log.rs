//! `TORCH_LOGS=fusion` output: the lines Inductor's scheduler logs through the
//! `torch._inductor.scheduler.__fusion` artifact logger while it fuses (`WhyNoFuse` reasons,
//! benchmark outcomes of template fusions, the fusions made, the rounds).
//!
//! A line is `V1207 11:49:53.459000 4209 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] MSG`;
//! only `MSG` and the compile id `0/0` matter here. Benchmark ratios are printed in colour
//! (`cause \x1b[32m1.676\x1b[39mx speedup`): the escapes are dropped. Lines of other loggers,
//! Python warnings and the candidate listings (`  SchedulerNode(name='op0'), ...`) are skipped.
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum FusionLogEvent {
    /// `===== attempting fusion (1/10): 9 nodes =====`
    RoundStart { round: usize, nodes: usize },
    /// `cannot fuse op0 with op1: no shared data`: `WhyNoFuse.__str__`.
    Rejected { node1: String, node2: String, reason: String },
    /// `can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause 1.676x
    /// speedup`, or `cannot fuse (benchmark): ... cause 1.2x slowdown`; `ratio` is `inf` when
    /// the fused kernel failed to benchmark.
    Benchmark { buffers1: String, buffers2: String, fused: bool, ratio: f64 },
    /// `fusing op0 with op1`
    Fused { node1: String, node2: String },
    /// `completed fusion round (1/10): fused 9 nodes into 7 nodes`
    RoundEnd { round: usize, before: usize, after: usize },
}

/// One logged line: the compile it belongs to, its line number, what it says.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FusionLogLine {
    pub compile_id: String,
    pub line: usize,
    /// The message as logged, escapes removed.
    pub text: String,
    pub event: FusionLogEvent,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct FusionLog {
    pub lines: Vec<FusionLogLine>,
}

fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' && chars.peek() == Some(&'[') {
            // CSI: parameters, then one final byte in @..~
            chars.next();
            for d in chars.by_ref() {
                if ('@'..='~').contains(&d) {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

fn pair(s: &str) -> Option<(String, String)> {
    let (a, b) = s.split_once(" with ")?;
    Some((a.to_string(), b.to_string()))
}

fn fraction(s: &str) -> Option<usize> {
    s.split_once('/')?.0.trim().parse().ok()
}

fn event(msg: &str) -> Option<FusionLogEvent> {
    if let Some(rest) = msg.strip_prefix("===== attempting fusion (") {
        let (round, rest) = rest.split_once("): ")?;
        let nodes = rest.strip_suffix(" nodes =====")?.parse().ok()?;
        return Some(FusionLogEvent::RoundStart { round: fraction(round)?, nodes });
    }
    if let Some(rest) = msg.strip_prefix("completed fusion round (") {
        let (round, rest) = rest.split_once("): fused ")?;
        let (before, after) = rest.strip_suffix(" nodes")?.split_once(" nodes into ")?;
        return Some(FusionLogEvent::RoundEnd {
            round: fraction(round)?,
            before: before.parse().ok()?,
            after: after.parse().ok()?,
        });
    }
    for (prefix, fused) in
        [("can fuse (benchmark): fusing ", true), ("cannot fuse (benchmark): fusing ", false)]
    {
        if let Some(rest) = msg.strip_prefix(prefix) {
            let (sets, ratio) = rest.rsplit_once(" cause ")?;
            let ratio = ratio.split_once("x ")?.0;
            let ratio = if ratio == "inf" { f64::INFINITY } else { ratio.parse().ok()? };
            let (buffers1, buffers2) = pair(sets)?;
            return Some(FusionLogEvent::Benchmark { buffers1, buffers2, fused, ratio });
        }
    }
    if let Some(rest) = msg.strip_prefix("cannot fuse ") {
        let (nodes, reason) = rest.split_once(": ")?;
        let (node1, node2) = pair(nodes)?;
        return Some(FusionLogEvent::Rejected { node1, node2, reason: reason.to_string() });
    }
    if let Some(rest) = msg.strip_prefix("fusing ") {
        let (node1, node2) = pair(rest)?;
        return Some(FusionLogEvent::Fused { node1, node2 });
    }
    None
}

/// Reads the fusion lines of a log; everything else in it is skipped.
pub fn parse_fusion_log(text: &str) -> FusionLog {
    let mut lines = vec![];
    for (i, raw) in text.lines().enumerate() {
        let Some((head, msg)) = raw.split_once("] [__fusion] ") else { continue };
        // `...scheduler.py:3706] [0/0` before the logger tag; a compile outside Dynamo has none.
        let compile_id = head
            .rsplit_once("] [")
            .map(|(_, id)| id.to_string())
            .filter(|id| id.chars().all(|c| c.is_ascii_digit() || "/_!".contains(c)))
            .unwrap_or_default();
        let text = strip_ansi(msg);
        if let Some(event) = event(&text) {
            lines.push(FusionLogLine { compile_id, line: i + 1, text, event });
        }
    }
    FusionLog { lines }
}

/// The `fusion.log` of a case folder, if it has one, with only its first compile's lines: the
/// folder's `ir_*_fusion.txt` are of the first graph compiled (the generators keep later ones as
/// `ir_pre_fusion.txt.1`, ...).
pub fn read_case_fusion_log(dir: &std::path::Path) -> anyhow::Result<Option<FusionLog>> {
    let path = dir.join("fusion.log");
    if !path.is_file() {
        return Ok(None);
    }
    let bytes = crate::util::read::read_file(&path)?;
    let log = parse_fusion_log(&String::from_utf8_lossy(&bytes));
    Ok(Some(match log.compile_ids().first().map(|s| s.to_string()) {
        Some(id) => log.of_compile(&id),
        None => log,
    }))
}

impl FusionLog {
    /// The compile ids in order of first appearance.
    pub fn compile_ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = vec![];
        for l in &self.lines {
            if !ids.contains(&l.compile_id.as_str()) {
                ids.push(&l.compile_id);
            }
        }
        ids
    }
    /// The lines of one compile.
    pub fn of_compile(&self, id: &str) -> FusionLog {
        FusionLog { lines: self.lines.iter().filter(|l| l.compile_id == id).cloned().collect() }
    }
    /// Each distinct `cannot fuse A with B: reason` line, in order of first appearance.
    pub fn rejections(&self) -> Vec<&str> {
        let mut v: Vec<&str> = vec![];
        for l in &self.lines {
            if matches!(l.event, FusionLogEvent::Rejected { .. }) && !v.contains(&l.text.as_str()) {
                v.push(&l.text);
            }
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_each_kind_of_line() {
        let log = "\
/x/compile_fx.py:322: UserWarning: TensorFloat32
V1207 11:49:53.459000 4209 torch/_inductor/scheduler.py:3706] [0/0] [__fusion] ===== attempting fusion (1/10): 9 nodes =====
V1207 11:49:53.508000 4209 torch/_inductor/scheduler.py:4609] [0/0] [__fusion]   SchedulerNode(name='op0'), Reduction([...])
V1207 11:49:53.6 4209 torch/_inductor/scheduler.py:1] [0/0] [__fusion] cannot fuse op0 with op1: no shared data
V1207 11:49:53.6 4209 torch/_inductor/scheduler.py:1] [1/0] [__fusion] can fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause \u{1b}[32m1.676\u{1b}[39mx speedup
V1207 11:49:53.6 4209 torch/_inductor/scheduler.py:1] [1/0] [__fusion] cannot fuse (benchmark): fusing OrderedSet(['buf2']) with OrderedSet(['buf3', 'buf4']) cause \u{1b}[31minf\u{1b}[39mx slowdown
V1207 11:49:53.6 4209 torch/_inductor/scheduler.py:1] [1/0] [__fusion] fusing op0 with op1
V1207 11:49:53.6 4209 torch/_inductor/scheduler.py:1] [1/0] [__fusion] completed fusion round (1/10): fused 9 nodes into 7 nodes
V1207 11:49:53.6 4209 torch/_inductor/scheduler.py:1] [1/0] [__schedule] Schedule:
";
        let l = parse_fusion_log(log);
        let ev: Vec<&FusionLogEvent> = l.lines.iter().map(|l| &l.event).collect();
        assert_eq!(ev.len(), 6, "{ev:?}");
        assert_eq!(ev[0], &FusionLogEvent::RoundStart { round: 1, nodes: 9 });
        assert_eq!(l.lines[1].text, "cannot fuse op0 with op1: no shared data");
        assert_eq!(l.lines[1].line, 4);
        assert_eq!(
            ev[2],
            &FusionLogEvent::Benchmark {
                buffers1: "OrderedSet(['buf0'])".into(),
                buffers2: "OrderedSet(['buf1'])".into(),
                fused: true,
                ratio: 1.676
            }
        );
        assert!(
            matches!(ev[3], FusionLogEvent::Benchmark { fused: false, ratio, .. } if ratio.is_infinite())
        );
        assert!(l.lines[2].text.ends_with("cause 1.676x speedup"), "{}", l.lines[2].text);
        assert_eq!(ev[5], &FusionLogEvent::RoundEnd { round: 1, before: 9, after: 7 });
        assert_eq!(l.compile_ids(), ["0/0", "1/0"]);
        assert_eq!(l.of_compile("0/0").rejections(), ["cannot fuse op0 with op1: no shared data"]);
    }
}
