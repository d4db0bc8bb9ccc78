//! A document is what one file (or log, or debug dir) holds: one or more stages of a
//! compilation, each a graph, in the order PyTorch produced them.
//!
//! Big TORCH_TRACE logs are indexed rather than read whole: their stages and artifacts keep
//! where their text is in the file ([`PayloadRef`]) and are read back, parsed and checked when
//! first used, so memory does not grow with the log. Everything else holds its graphs and text.
//! How an index is read back is the business of the reader that made it ([`PayloadReader`],
//! installed in the [`SourceFile`]), so the graph model knows no file format.
use super::graph::Graph;
use super::parse_error::ParseError;
use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::SystemTime;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Document {
    /// Where it was read from (None for built-in samples and generated graphs).
    pub path: Option<PathBuf>,
    pub stages: Vec<Stage>,
    /// What the source held besides graphs (TORCH_TRACE records, debug-dir files), in file order.
    pub artifacts: Vec<Artifact>,
    /// Problems the reader recovered from (bad checksums, unreadable records); nothing in them
    /// was dropped silently.
    pub warnings: Vec<String>,
    /// How each compile of a TORCH_TRACE log went, in log order (every compile id seen).
    pub compiles: Vec<super::compile::CompileStory>,
    /// The log's chromium compile-phase events, in log order.
    pub phase_events: Vec<super::compile::PhaseEvent>,
    /// `graph_execution` records: the order graphs ran in, per rank.
    pub graph_executions: Vec<super::compile::GraphExecution>,
    /// Records whose envelope carries a stack (tlparse's "unknown stack trie"), in log order.
    pub envelope_stacks: Vec<super::compile::EnvelopeStack>,
}

/// Why the graph or text of an indexed stage or artifact could not be had.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StageError {
    /// The payload does not parse; the position is in the log (its line number, not the
    /// payload's).
    #[error("{error} (in `{record}`)")]
    Parse { error: ParseError, record: String },
    #[error("{path}: {msg}")]
    Io { path: String, msg: String },
    /// The file is not what was indexed: reading on would give another record's data.
    #[error("{path} changed on disk since it was read ({what}); open it again")]
    Changed { path: String, what: String },
}

/// Reads back what an index points at; the reader that indexed a file installs itself in the
/// [`SourceFile`] (for TORCH_TRACE logs, `import::trace::lazy::TraceReader`).
pub trait PayloadReader: Sync {
    /// The payload text, checked against the index.
    fn text(&self, src: &PayloadRef, name: &str) -> Result<String, StageError>;
    /// The record's metadata (its envelope's value).
    fn metadata(&self, src: &PayloadRef, name: &str) -> Result<serde_json::Value, StageError>;
    /// The payload parsed as a graph (`canonicalize`: run `canonicalize_quant_mapping` on it).
    fn graph(&self, src: &PayloadRef, name: &str, canonicalize: bool) -> Result<Graph, StageError>;
}

/// The file an index points into, as it was when indexed (a later size or time means it changed).
#[derive(Clone)]
pub struct SourceFile {
    pub path: PathBuf,
    pub len: u64,
    pub modified: Option<SystemTime>,
    pub reader: &'static dyn PayloadReader,
}

// Two indexes of the same file state are the same whichever reader made them: one format has
// one reader.
impl PartialEq for SourceFile {
    fn eq(&self, other: &SourceFile) -> bool {
        self.path == other.path && self.len == other.len && self.modified == other.modified
    }
}
impl Eq for SourceFile {}

impl std::fmt::Debug for SourceFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SourceFile")
            .field("path", &self.path)
            .field("len", &self.len)
            .field("modified", &self.modified)
            .finish_non_exhaustive()
    }
}

/// Where one record of an indexed log is: its envelope line and its payload lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayloadRef {
    pub file: Arc<SourceFile>,
    /// Byte offset and length of the envelope line (without its newline).
    pub envelope: (u64, u64),
    /// Byte offset and length of the payload lines (tab-indented, with their newlines).
    pub payload: (u64, u64),
    /// Bytes of payload text (tabs and line ends stripped, lines joined by `\n`).
    pub text_len: u64,
    /// 1-based line of the envelope; the payload starts on the next line.
    pub line: usize,
    /// MD5 of the payload text as read when indexing.
    pub md5: [u8; 16],
    /// Which graph of a payload that prints several (None: the only one).
    pub part: Option<usize>,
}

impl PayloadRef {
    /// The payload text (tabs stripped, lines joined by `\n`), re-read and checked against the
    /// index; `name` is the record's, for messages.
    pub fn read_text(&self, name: &str) -> Result<String, StageError> {
        self.file.reader.text(self, name)
    }
}

/// A non-graph record kept from a log or debug dir.
#[derive(Debug, Clone, PartialEq)]
pub struct Artifact {
    /// The record or artifact name as PyTorch wrote it (`inductor_output_code`, `ir_pre_fusion`).
    pub name: String,
    pub compile_id: Option<String>,
    /// The rank whose log it came from, in a directory of per-rank logs.
    pub rank: Option<u32>,
    pub kind: ArtifactKind,
    body: ArtifactBody,
}

// Boxed: a big log holds tens of thousands of artifacts, most of them indexed.
#[derive(Debug, Clone, PartialEq)]
enum ArtifactBody {
    Inline(Box<(serde_json::Value, String)>),
    Indexed(Box<PayloadRef>),
}

impl Artifact {
    /// `metadata` is the record's metadata (the JSON envelope's value, `null` when none), `text`
    /// the payload.
    pub fn new(
        name: String,
        compile_id: Option<String>,
        kind: ArtifactKind,
        metadata: serde_json::Value,
        text: String,
    ) -> Artifact {
        Artifact {
            name,
            compile_id,
            rank: None,
            kind,
            body: ArtifactBody::Inline(Box::new((metadata, text))),
        }
    }
    /// An artifact of an indexed log, read back when asked for.
    pub fn indexed(
        name: String,
        compile_id: Option<String>,
        kind: ArtifactKind,
        src: PayloadRef,
    ) -> Artifact {
        Artifact { name, compile_id, rank: None, kind, body: ArtifactBody::Indexed(Box::new(src)) }
    }
    /// The payload text.
    pub fn text(&self) -> Result<Cow<'_, str>, StageError> {
        match &self.body {
            ArtifactBody::Inline(b) => Ok(Cow::Borrowed(&b.1)),
            ArtifactBody::Indexed(src) => src.read_text(&self.name).map(Cow::Owned),
        }
    }
    /// The record's metadata (the envelope's value).
    pub fn metadata(&self) -> Result<Cow<'_, serde_json::Value>, StageError> {
        match &self.body {
            ArtifactBody::Inline(b) => Ok(Cow::Borrowed(&b.0)),
            ArtifactBody::Indexed(src) => src.file.reader.metadata(src, &self.name).map(Cow::Owned),
        }
    }
    /// The compile id as `inspect` and the outline name it: `rank1/0/0` in a directory of
    /// per-rank logs (as `CompileStory::qualified_id`).
    pub fn qualified_compile(&self) -> Option<String> {
        let id = self.compile_id.as_deref()?;
        Some(match self.rank {
            Some(r) => format!("rank{r}/{id}"),
            None => id.to_string(),
        })
    }
    /// The payload as `inspect --artifact` and the Artifacts tab show it: the text as logged,
    /// or for a record without one its metadata (a `link`'s URL, else the metadata as JSON).
    pub fn shown_text(&self) -> Result<String, StageError> {
        let text = self.text()?;
        if !text.trim().is_empty() {
            return Ok(text.into_owned());
        }
        let meta = self.metadata()?;
        Ok(match meta.get("url").and_then(serde_json::Value::as_str) {
            Some(url) => url.to_string(),
            // A `Value` always serializes.
            None => serde_json::to_string_pretty(&*meta).unwrap_or_default(),
        })
    }
    /// Where it belongs: its compile ([`Artifact::qualified_compile`]), else the file its
    /// reader kept in the metadata (depyf's code files).
    pub fn place(&self) -> Option<String> {
        let file = || self.metadata().ok()?.get("file")?.as_str().map(str::to_string);
        self.qualified_compile().or_else(file)
    }
    /// Size of the payload text in bytes, without reading it.
    pub fn text_len(&self) -> u64 {
        match &self.body {
            ArtifactBody::Inline(b) => b.1.len() as u64,
            ArtifactBody::Indexed(src) => src.text_len,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArtifactKind {
    /// Inductor's generated wrapper + kernels (`inductor_output_code`, `output_code.py`).
    OutputCode,
    /// `inductor_provenance_tracking_node_mappings`: pre-grad / post-grad / kernel name maps.
    Provenance,
    /// `compilation_metrics`.
    Metrics,
    /// Scheduler IR text (`ir_pre_fusion.txt`, `ir_post_fusion.txt`).
    SchedulerIr,
    /// A record quantbench knows but does not interpret (configs, cache events, repro scripts).
    Other,
    /// A graph artifact whose payload could not be read as FX text (see the warnings).
    UnreadableGraph,
    /// A record or artifact name quantbench does not know.
    Unknown,
}

#[derive(Debug, Clone)]
pub struct Stage {
    /// `post_grad`, `pre_grad`, `dynamo_output_graph`, `graph` (a bare class), ...
    pub name: String,
    /// TORCH_TRACE / TORCH_LOGS compile id (`0/0`), when known.
    pub compile_id: Option<String>,
    /// The rank whose log it came from, in a directory of per-rank logs.
    pub rank: Option<u32>,
    body: StageBody,
}

// Boxed so that a stage is a few words: big logs index tens of thousands of them.
#[derive(Debug, Clone)]
enum StageBody {
    Graph(Box<Graph>),
    Indexed(Box<Indexed>),
}

/// Parsed on first use; the result (graph or error) is kept until [`Stage::unload`].
#[derive(Debug, Clone)]
struct Indexed {
    src: PayloadRef,
    canonicalize: bool,
    /// Rewrites run on the graph once parsed ([`Stage::rewrite_on_load`]).
    rewrites: Vec<LoadPass>,
    shape_env: super::graph::ShapeEnvRef,
    // Boxed: empty until used, and most stages of a big log never are.
    cache: OnceLock<Box<Result<Graph, StageError>>>,
}

impl PartialEq for Stage {
    fn eq(&self, other: &Stage) -> bool {
        if self.name != other.name || self.compile_id != other.compile_id || self.rank != other.rank
        {
            return false;
        }
        match (&self.body, &other.body) {
            (StageBody::Indexed(a), StageBody::Indexed(b))
                if a.src == b.src && a.canonicalize == b.canonicalize =>
            {
                true
            }
            _ => matches!((self.graph(), other.graph()), (Ok(a), Ok(b)) if a == b),
        }
    }
}

impl Document {
    /// The ranks of a directory of per-rank logs, in order (empty for a single log): those with
    /// graphs, and those whose compiles logged none.
    pub fn ranks(&self) -> Vec<u32> {
        let mut r: Vec<u32> = self
            .stages
            .iter()
            .filter_map(|s| s.rank)
            .chain(self.artifacts.iter().filter_map(|a| a.rank))
            .chain(self.compiles.iter().filter_map(|c| c.rank))
            .collect();
        r.sort_unstable();
        r.dedup();
        r
    }
    pub fn single(name: &str, graph: Graph) -> Document {
        Document { stages: vec![Stage::new(name.into(), None, graph)], ..Document::default() }
    }
    /// The stage named `name`, or with no name the most transformed one (the last).
    pub fn stage(&self, name: Option<&str>) -> Option<&Stage> {
        match name {
            Some(n) => self.stages.iter().find(|s| s.name == n || s.qualified_name() == n),
            None => self.stages.last(),
        }
    }
}

impl Stage {
    pub fn new(name: String, compile_id: Option<String>, graph: Graph) -> Stage {
        Stage { name, compile_id, rank: None, body: StageBody::Graph(Box::new(graph)) }
    }
    /// A stage of an indexed log, parsed when first used (`canonicalize`: run
    /// `canonicalize_quant_mapping` after parsing).
    pub fn indexed(
        name: String,
        compile_id: Option<String>,
        src: PayloadRef,
        canonicalize: bool,
    ) -> Stage {
        Stage {
            name,
            compile_id,
            rank: None,
            body: StageBody::Indexed(Box::new(Indexed {
                src,
                canonicalize,
                rewrites: vec![],
                shape_env: Default::default(),
                cache: OnceLock::new(),
            })),
        }
    }

    /// `0/0:post_grad` when a compile id is known, else the bare name; `rank1/0/0:post_grad` in
    /// a directory of per-rank logs.
    pub fn qualified_name(&self) -> String {
        let rank = self.rank.map(|r| format!("rank{r}/")).unwrap_or_default();
        match &self.compile_id {
            Some(c) => format!("{rank}{c}:{}", self.name),
            None if rank.is_empty() => self.name.clone(),
            None => format!("{rank}{}", self.name),
        }
    }

    /// The graph; an indexed stage is read, checked and parsed on first call (and kept).
    pub fn graph(&self) -> Result<&Graph, StageError> {
        match &self.body {
            StageBody::Graph(g) => Ok(g),
            StageBody::Indexed(ix) => ix
                .cache
                .get_or_init(|| Box::new(ix.load(&self.name)))
                .as_ref()
                .as_ref()
                .map_err(Clone::clone),
        }
    }

    /// The graph to edit; an indexed stage becomes an owned one.
    pub fn graph_mut(&mut self) -> Result<&mut Graph, StageError> {
        if let StageBody::Indexed(ix) = &mut self.body {
            let g = match ix.cache.take() {
                Some(r) => (*r)?,
                None => ix.load(&self.name)?,
            };
            self.body = StageBody::Graph(Box::new(g));
        }
        match &mut self.body {
            StageBody::Graph(g) => Ok(g),
            // Made owned above.
            StageBody::Indexed(ix) => Err(StageError::Io {
                path: ix.src.file.path.display().to_string(),
                msg: "the stage could not be made editable".into(),
            }),
        }
    }

    /// Replaces the graph (the stage is no longer tied to its file).
    pub fn set_graph(&mut self, g: Graph) {
        self.body = StageBody::Graph(Box::new(g));
    }

    pub fn into_graph(self) -> Result<Graph, StageError> {
        match self.body {
            StageBody::Graph(g) => Ok(*g),
            StageBody::Indexed(mut ix) => match ix.cache.take() {
                Some(r) => *r,
                None => ix.load(&self.name),
            },
        }
    }

    /// Runs `f` on the graph without keeping an indexed stage's parse (listing every stage of
    /// a big log stays flat in memory).
    pub fn peek<R>(&self, f: impl FnOnce(&Graph) -> R) -> Result<R, StageError> {
        match &self.body {
            StageBody::Indexed(ix) if ix.cache.get().is_none() => {
                ix.load(&self.name).map(|g| f(&g))
            }
            _ => self.graph().map(f),
        }
    }

    /// True when the graph is in memory (owned, or an indexed stage already parsed).
    pub fn is_loaded(&self) -> bool {
        match &self.body {
            StageBody::Graph(_) => true,
            StageBody::Indexed(ix) => ix.cache.get().is_some_and(|r| r.is_ok()),
        }
    }

    /// Why an indexed stage that was read did not parse; None when it parsed or is not read
    /// yet (this never reads it).
    pub fn load_error(&self) -> Option<StageError> {
        match &self.body {
            StageBody::Indexed(ix) => {
                ix.cache.get().and_then(|r| r.as_ref().as_ref().err().cloned())
            }
            StageBody::Graph(_) => None,
        }
    }

    /// Drops an indexed stage's parsed graph (it is read again when next used); owned graphs stay.
    pub fn unload(&mut self) {
        if let StageBody::Indexed(ix) = &mut self.body {
            ix.cache.take();
        }
    }

    /// Where an indexed stage's text is.
    pub fn source(&self) -> Option<&PayloadRef> {
        match &self.body {
            StageBody::Indexed(ix) => Some(&ix.src),
            StageBody::Graph(_) => None,
        }
    }

    /// What Dynamo assumed about the sizes of this stage's compile, without parsing the graph.
    pub fn shape_env(&self) -> Option<&std::sync::Arc<super::shape_env::ShapeEnv>> {
        match &self.body {
            StageBody::Graph(g) => g.shape_env.0.as_ref(),
            StageBody::Indexed(ix) => ix.shape_env.0.as_ref(),
        }
    }

    /// Attaches what Dynamo assumed about the sizes of this stage's compile (now for a graph
    /// in memory, on parse for an indexed one).
    pub fn set_shape_env(&mut self, env: std::sync::Arc<super::shape_env::ShapeEnv>) {
        let env = super::graph::ShapeEnvRef(Some(env));
        match &mut self.body {
            StageBody::Graph(g) => g.shape_env = env,
            StageBody::Indexed(ix) => {
                if let Some(Ok(g)) = ix.cache.get_mut().map(|r| r.as_mut()) {
                    g.shape_env = env.clone();
                }
                ix.shape_env = env;
            }
        }
    }

    /// Runs `pass` on the graph: now for a graph in memory (or an indexed one already parsed),
    /// on parse for an indexed one.
    pub fn rewrite_on_load(&mut self, pass: LoadPass) {
        match &mut self.body {
            StageBody::Graph(g) => (pass.0)(g),
            StageBody::Indexed(ix) => {
                if let Some(Ok(g)) = ix.cache.get_mut().map(|r| r.as_mut()) {
                    (pass.0)(g);
                }
                ix.rewrites.push(pass);
            }
        }
    }

    /// Makes the graph canonicalized (`canonicalize_quant_mapping`): now for a graph in memory,
    /// on parse for an indexed one.
    pub fn canonicalize(&mut self, f: fn(&mut Graph)) {
        match &mut self.body {
            StageBody::Graph(g) => f(g),
            StageBody::Indexed(ix) => {
                ix.canonicalize = true;
                if let Some(Ok(g)) = ix.cache.get_mut().map(|r| r.as_mut()) {
                    f(g);
                }
            }
        }
    }
}

impl Indexed {
    fn load(&self, name: &str) -> Result<Graph, StageError> {
        let mut g = self.src.file.reader.graph(&self.src, name, self.canonicalize)?;
        g.shape_env = self.shape_env.clone();
        for r in &self.rewrites {
            (r.0)(&mut g);
        }
        Ok(g)
    }
}

/// A rewrite a higher layer asks to run on a stage's graph when it is parsed (the
/// recognition of quantization libraries' dequant), kept with an indexed stage so that a
/// stage read later is rewritten as one read now.
#[derive(Clone)]
pub struct LoadPass(pub Arc<dyn Fn(&mut Graph) + Send + Sync>);

impl std::fmt::Debug for LoadPass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LoadPass")
    }
}
