//! The scenario file (TOML): what graph to load, under which policy, with which inputs, and what
//! to expect. Unknown keys are errors with `line:col` and the nearest known key.
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Shown in the report; defaults to the file stem.
    pub name: Option<String>,
    pub graph: GraphSpec,
    /// `inductor-cpu` (default), `inductor-gpu`, `workbench`.
    pub policy: Option<String>,
    /// Under `workbench`, how the kernel expectations' schedules decide dequant prologues:
    /// `cost-model` (default: this machine's calibration) or `fused` (every one, so the
    /// expectation holds on any machine). The JIT's numerics run the cost model's schedule.
    pub prologues: Option<String>,
    pub inputs: Option<Inputs>,
    /// Pattern passes run on the stage before the expectations are checked, in order (what the
    /// session timeline recorded in the GUI).
    #[serde(default, rename = "pass")]
    pub passes: Vec<PassSpec>,
    #[serde(default)]
    pub expect: Vec<Expectation>,
}

/// One `PatternMatcherPass` (or, with `at`, one rewrite at one anchor: the GUI's Apply).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PassSpec {
    /// Registered in this order: a built-in entry's name, a pattern file relative to the
    /// scenario (all its entries), or `file.toml#name` (one entry of it).
    pub patterns: Vec<toml::Spanned<String>>,
    /// Splice replacements in; `false` only records the matches.
    #[serde(default = "yes")]
    pub apply: bool,
    /// Also run over the invoke_quant subgraphs.
    #[serde(default)]
    pub subgraphs: bool,
    /// Apply the (single) pattern's replacement at this node only.
    pub at: Option<String>,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GraphSpec {
    /// Any readable format, relative to the scenario file.
    pub path: PathBuf,
    /// Default: the last stage.
    pub stage: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Inputs {
    /// A safetensors file with tensors named after the placeholders (and `output_i` for
    /// PyTorch's outputs), relative to the scenario file; or several
    /// (`["io_seq9.safetensors", "io_seq23.safetensors"]`: one graph with symbolic sizes,
    /// every expectation checked at each file's sizes).
    pub safetensors: Option<OneOrMany>,
    /// Seeded random inputs when there is no file.
    pub seed: Option<u64>,
    /// Sizes to generate seeded inputs at, one table per set: `sizes = [{ s70 = 9 }, { s70 =
    /// 23 }]`.
    #[serde(default)]
    pub sizes: Vec<indexmap::IndexMap<String, i64>>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum OneOrMany {
    One(PathBuf),
    Many(Vec<PathBuf>),
}

impl Inputs {
    /// The safetensors files, in the order written.
    pub fn files(&self) -> Vec<&PathBuf> {
        match &self.safetensors {
            None => vec![],
            Some(OneOrMany::One(p)) => vec![p],
            Some(OneOrMany::Many(v)) => v.iter().collect(),
        }
    }
}

/// One expectation; exactly one of the kinds is set.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Expectation {
    /// Number of kernels (fused scheduler groups computing FX nodes) after fusion.
    pub kernels: Option<usize>,
    /// These FX nodes end up in one kernel.
    pub same_kernel: Option<Vec<String>>,
    /// These FX nodes end up in different kernels (pairwise).
    pub different_kernels: Option<Vec<String>>,
    /// The graph printed as FX text equals this file (relative to the scenario).
    pub golden: Option<PathBuf>,
    /// `pytorch`: the reference interpreter's outputs are within tolerance of the `output_i`
    /// tensors of the inputs file.
    pub numerics: Option<String>,
    /// Overrides torch.testing's per-dtype tolerances.
    pub rtol: Option<f64>,
    pub atol: Option<f64>,
    /// A pattern of the passes, by entry name; with `matched` and/or `at`.
    pub pattern: Option<String>,
    /// How many times `pattern` matched, summed over the passes.
    pub matched: Option<usize>,
    /// `pattern` matched with this node as its anchor.
    pub at: Option<String>,
    /// The JIT's time for the scenario's schedule divided by its time for the same graph with no
    /// fusion stays below this (measured in one run: alternating rounds, median of the per-round
    /// ratios; never an absolute time).
    pub time_ratio_below: Option<f64>,
    /// Rounds for `time_ratio_below` (default 5).
    pub rounds: Option<usize>,
    /// Another log, debug folder or graph of the same program (relative to the scenario): the
    /// scenario's graph file and it have the same fusion groups and kernels, compile by compile
    /// (`quantbench diff`'s groups and kernels; the graph as compiled, passes not applied).
    pub no_fusion_change: Option<PathBuf>,
    /// With `no_fusion_change`: the compile of the scenario's graph and the compile of the
    /// other file to compare (`["0/0", "1/0"]`; the other file may be the graph file itself).
    pub compiles: Option<[String; 2]>,
}

impl Scenario {
    /// Every file the scenario names, relative to its folder `dir`, with the key that names it:
    /// what `check` reads, and what no output of `check` may replace.
    pub fn files(&self, dir: &Path) -> Vec<(PathBuf, &'static str)> {
        let mut out = vec![(dir.join(&self.graph.path), "the scenario's graph")];
        if let Some(i) = &self.inputs {
            out.extend(i.files().into_iter().map(|f| (dir.join(f), "the scenario's inputs")));
        }
        for p in self.passes.iter().flat_map(|p| &p.patterns) {
            let name = p.get_ref();
            let file = name
                .split_once('#')
                .map(|(f, _)| f)
                .or(name.ends_with(".toml").then_some(name.as_str()));
            out.extend(file.map(|f| (dir.join(f), "the scenario's pattern file")));
        }
        for e in &self.expect {
            out.extend(e.golden.as_ref().map(|g| (dir.join(g), "the scenario's golden file")));
            out.extend(
                e.no_fusion_change.as_ref().map(|g| (dir.join(g), "the scenario's other graph")),
            );
        }
        out
    }
}

/// Why a scenario cannot be read (exit code 2).
#[derive(Debug, thiserror::Error)]
#[error("{file}:{line}:{col}: {msg}")]
pub struct ScenarioError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

pub fn read_scenario(path: &Path) -> Result<Scenario, ScenarioError> {
    let text = read_text(path)?;
    parse_scenario(&text, &path.display().to_string())
}

pub(crate) fn read_text(path: &Path) -> Result<String, ScenarioError> {
    let file = path.display().to_string();
    let bytes = crate::util::read::read_file(path).map_err(|e| ScenarioError {
        file: file.clone(),
        line: 1,
        col: 1,
        msg: e.reason(),
    })?;
    match crate::import::utf8_text(&bytes, &file) {
        Ok(text) => Ok(text.to_string()),
        Err(e) => Err(ScenarioError {
            file,
            line: e.line,
            col: e.col,
            msg: format!("expected {}, found {}", e.expected, e.found),
        }),
    }
}

pub fn parse_scenario(text: &str, file: &str) -> Result<Scenario, ScenarioError> {
    toml::from_str::<Scenario>(text).map_err(|e| {
        let (line, col) = e.span().map_or((1, 1), |s| line_col(text, s.start));
        let msg = e.message().trim().to_string();
        let msg = match suggestion(&msg) {
            Some(s) => format!("{msg}; did you mean `{s}`?"),
            None => msg,
        };
        ScenarioError { file: file.into(), line, col, msg }
    })
}

pub(crate) fn line_col(text: &str, at: usize) -> (usize, usize) {
    let before = text.get(..at).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// For serde's "unknown field `x`, expected one of `a`, `b`": the known key nearest to `x`.
fn suggestion(msg: &str) -> Option<String> {
    let rest = msg.strip_prefix("unknown field `")?;
    let (bad, rest) = rest.split_once('`')?;
    let known: Vec<&str> = rest.split('`').skip(1).step_by(2).collect();
    known.into_iter().min_by_key(|k| edit_distance(bad, k)).map(str::to_string)
}

pub(crate) fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != *cb);
            cur.push(sub.min(prev[j + 1] + 1).min(cur[j] + 1));
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_keys_point_at_the_key_and_suggest() {
        let e = parse_scenario("[graph]\npath = \"g.txt\"\n\n[[expect]]\nkernal = 3\n", "s.toml")
            .unwrap_err();
        assert_eq!((e.line, e.col), (5, 1), "{e}");
        assert!(
            e.msg.contains("unknown field `kernal`") && e.msg.ends_with("did you mean `kernels`?"),
            "{e}"
        );
        let e = parse_scenario("polcy = \"x\"\n[graph]\npath = \"g\"\n", "s.toml").unwrap_err();
        assert!(e.msg.ends_with("did you mean `policy`?"), "{e}");
    }

    #[test]
    fn distance() {
        assert_eq!(edit_distance("kernal", "kernels"), 2);
        assert_eq!(edit_distance("", "ab"), 2);
    }
}
