//! What every subcommand that reads a graph takes: `FILE [--stage S] [--raw]`, one loader (with
//! the progress bar for big files) and one rule for picking a stage; and the writer every output
//! goes through, which refuses the command's own inputs.
use crate::import::LoadOptions;
use crate::ir::Document;
use crate::util::atomic::Inputs;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone, PartialEq, Eq)]
pub struct GraphArgs {
    /// The graph: FX text (print_readable, TORCH_LOGS output), a TORCH_TRACE log, a
    /// TORCH_COMPILE_DEBUG dir, quantbench JSON, or a corpus case folder (its `post_grad.txt`).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// The stage: its name (`post_grad`), qualified name (`0/0:post_grad`) or a part of a name
    /// that only one stage has.
    #[arg(long)]
    pub stage: Option<String>,
    /// Keep the graphs as the text has them: `invoke_quant_packed` + `InvokeQuant(...)` not
    /// canonicalized to `invoke_quant`, and quantization libraries' dequant chains not
    /// recognized as `invoke_quant`.
    #[arg(long)]
    pub raw: bool,
    /// A pattern file recognizing a quantization library's dequant as invoke_quant (TOML with
    /// `[pattern.invoke_quant]` tables; ARCHITECTURE.md has the recipe), besides the built-in
    /// torchao and HQQ ones. Repeatable.
    #[arg(long = "quant-patterns", value_name = "FILE")]
    pub quant_patterns: Vec<PathBuf>,
}

impl GraphArgs {
    pub fn new(file: impl Into<PathBuf>) -> GraphArgs {
        GraphArgs { file: file.into(), stage: None, raw: false, quant_patterns: vec![] }
    }

    /// The file read: `file` itself, or the `post_grad.txt` of a corpus case folder (a debug
    /// dir has none and is read as a whole).
    pub fn graph_file(&self) -> PathBuf {
        let g = self.file.join("post_grad.txt");
        if self.file.is_dir() && g.is_file() { g } else { self.file.clone() }
    }

    /// Reads the file (an indicatif bar on a terminal for big ones) as it is shown: with
    /// quantization libraries' dequant recognized as invoke_quant unless `--raw`.
    pub fn load(&self) -> anyhow::Result<Document> {
        let mut doc = self.load_compiled()?;
        if !self.raw {
            let pass = crate::pattern::library::library_pass(&self.quant_patterns)?;
            crate::pattern::library::recognize_document(&mut doc, pass);
        }
        Ok(doc)
    }

    /// Reads the file as Inductor compiled it (no library recognition): what every comparison
    /// with Inductor or PyTorch runs, so that recognizing a dequant never changes a verdict.
    pub fn load_compiled(&self) -> anyhow::Result<Document> {
        super::progress::load_with_bar(&self.graph_file(), LoadOptions { canonicalize: !self.raw })
    }

    /// [`GraphArgs::load_compiled`] and [`GraphArgs::stage_index`].
    pub fn load_compiled_stage(&self) -> anyhow::Result<(Document, usize)> {
        let doc = self.load_compiled()?;
        let i = self.stage_index(&doc)?;
        Ok((doc, i))
    }

    /// The index of the `--stage` stage, or of the last one without it.
    pub fn stage_index(&self, doc: &Document) -> anyhow::Result<usize> {
        match &self.stage {
            Some(want) => pick_stage(doc, want),
            None => {
                doc.stages.len().checked_sub(1).ok_or_else(|| {
                    anyhow::anyhow!("{}: the file holds no graph", self.file.display())
                })
            }
        }
    }

    /// [`GraphArgs::load`] and [`GraphArgs::stage_index`].
    pub fn load_stage(&self) -> anyhow::Result<(Document, usize)> {
        let doc = self.load()?;
        let i = self.stage_index(&doc)?;
        Ok((doc, i))
    }

    /// The files this command reads, for [`Inputs::write`]; add the command's other inputs.
    pub fn inputs(&self) -> Inputs {
        let mut inputs = Inputs::new().with("FILE", &self.file).with("FILE", self.graph_file());
        inputs.add_all("--quant-patterns", &self.quant_patterns);
        inputs
    }
}

/// The stage named `want` (name or qualified name), else the one stage whose name contains it.
pub fn pick_stage(doc: &Document, want: &str) -> anyhow::Result<usize> {
    if let Some(i) = doc.stages.iter().position(|s| s.name == want || s.qualified_name() == want) {
        return Ok(i);
    }
    let partial: Vec<usize> = doc
        .stages
        .iter()
        .enumerate()
        .filter(|(_, s)| s.qualified_name().contains(want))
        .map(|(i, _)| i)
        .collect();
    let names = |ids: &mut dyn Iterator<Item = usize>| {
        ids.map(|i| doc.stages[i].qualified_name()).collect::<Vec<_>>().join(", ")
    };
    match partial.as_slice() {
        [i] => Ok(*i),
        [] => Err(anyhow::anyhow!(
            "no stage `{want}`; the file has: {}",
            names(&mut (0..doc.stages.len()))
        )),
        _ => Err(anyhow::anyhow!(
            "`{want}` names {} stages ({}); give one's full name",
            partial.len(),
            names(&mut partial.iter().copied())
        )),
    }
}
