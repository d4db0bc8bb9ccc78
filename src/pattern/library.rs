//! Quantization libraries' dequant recognized as `invoke_quant`: pattern files with
//! `[pattern.invoke_quant]` tables ([`super::wrap`]), the built-in ones
//! (`assets/patterns/libraries/*.toml`) and the user's, run as one rewriting
//! `PatternMatcherPass` over a graph when it is opened. The graph Inductor compiled is what
//! comparisons with Inductor use; this is how the graph is shown, grouped, searched and what
//! the what-if runs.
use super::file::{FileEntry, PatternFileError, load_pattern_file, parse_pattern_file};
use super::pass::{PassOptions, PatternMatcherPass};
use crate::ir::{Graph, LoadPass};
use std::path::PathBuf;
use std::sync::Arc;

/// The built-in library pattern files, compiled in.
pub const LIBRARY_BUILTIN: &[(&str, &str)] = &[
    ("torchao.toml", include_str!("../../assets/patterns/libraries/torchao.toml")),
    ("hqq.toml", include_str!("../../assets/patterns/libraries/hqq.toml")),
    ("quanto.toml", include_str!("../../assets/patterns/libraries/quanto.toml")),
    ("bitsandbytes.toml", include_str!("../../assets/patterns/libraries/bitsandbytes.toml")),
];

/// Every built-in library entry, then those of `extra` files (a user's own library).
pub fn library_entries(extra: &[PathBuf]) -> Result<Vec<FileEntry>, PatternFileError> {
    let mut out = Vec::new();
    for (name, text) in LIBRARY_BUILTIN {
        out.extend(parse_pattern_file(text, &format!("builtin:libraries/{name}"))?);
    }
    for p in extra {
        let entries = load_pattern_file(p)?;
        if let Some(e) = entries.iter().find(|e| e.entry.wrap.is_none()) {
            return Err(PatternFileError {
                file: p.display().to_string(),
                line: 1,
                col: 1,
                message: format!(
                    "pattern `{}` has no [pattern.invoke_quant] table: a library pattern file \
                     recognizes dequant chains as invoke_quant",
                    e.entry.name
                ),
            });
        }
        out.extend(entries);
    }
    Ok(out)
}

/// The recognizing pass over `extra` and the built-ins.
pub fn library_pass(extra: &[PathBuf]) -> Result<PatternMatcherPass, PatternFileError> {
    let entries = library_entries(extra)?;
    super::file::pass_from(&entries).map_err(|e| PatternFileError {
        file: "library patterns".into(),
        line: 1,
        col: 1,
        message: e.to_string(),
    })
}

/// Wraps every library dequant chain of `g` as invoke_quant; returns how many were wrapped.
/// The top-level graph only: a wrapped chain lives in a subgraph afterwards, so a second run
/// finds nothing (recognition is idempotent) instead of wrapping the body again.
pub fn recognize(pass: &PatternMatcherPass, g: &mut Graph) -> usize {
    pass.apply(g, PassOptions { apply: true, subgraphs: false }).applied
}

/// [`recognize`] as a [`LoadPass`] for the stages of a document.
pub fn load_pass(pass: PatternMatcherPass) -> LoadPass {
    let pass = Arc::new(pass);
    LoadPass(Arc::new(move |g: &mut Graph| {
        recognize(&pass, g);
    }))
}

/// Recognizes library dequant in every stage of `doc` (indexed stages when they are parsed).
pub fn recognize_document(doc: &mut crate::ir::Document, pass: PatternMatcherPass) {
    let lp = load_pass(pass);
    for st in &mut doc.stages {
        st.rewrite_on_load(lp.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FP8: &str = r#"
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "bf16[8, 64]", arg4_1: "f8e4m3fn[32, 64]", arg5_1: "f32[32, 1]"):
        permute: "f8e4m3fn[64, 32]" = torch.ops.aten.permute.default(arg4_1, [1, 0])
        convert_element_type_6: "f32[64, 32]" = torch.ops.prims.convert_element_type.default(permute, torch.float32)
        permute_1: "f32[1, 32]" = torch.ops.aten.permute.default(arg5_1, [1, 0])
        mul_5: "f32[64, 32]" = torch.ops.aten.mul.Tensor(convert_element_type_6, permute_1)
        convert_element_type_7: "bf16[64, 32]" = torch.ops.prims.convert_element_type.default(mul_5, torch.bfloat16)
        mm: "bf16[8, 32]" = torch.ops.aten.mm.default(arg0_1, convert_element_type_7)
        return (mm,)
"#;

    fn graph(text: &str) -> Graph {
        let doc = crate::import::fx::parse_fx(text, "t.py").unwrap();
        doc.stages.into_iter().last().unwrap().into_graph().unwrap()
    }

    #[test]
    fn torchao_float8_weight_only_becomes_one_invoke_quant_over_weight_and_scale() {
        let mut g = graph(FP8);
        assert_eq!(recognize(&library_pass(&[]).unwrap(), &mut g), 1);
        let id = g.find("invoke_quant").unwrap();
        let n = g.node(id);
        assert_eq!(n.scheme(), Some("float8_weight_only"));
        let operands: Vec<&str> =
            n.args[1..].iter().map(|a| g.node(a.as_node().unwrap()).name.as_str()).collect();
        assert_eq!(operands, ["arg4_1", "arg5_1"]);
        assert_eq!(crate::ir::py::annotation_text(n.meta.val.as_ref().unwrap()), "bf16[64, 32]");
        // The body is the chain as written; the outer graph keeps only the call and the mm.
        let (_, body) = g.called_subgraph(id).unwrap();
        assert_eq!(body.nodes.len(), 2 + 5 + 1);
        let mm = g.node(g.find("mm").unwrap());
        assert_eq!(mm.args[1].as_node(), Some(id));
    }

    #[test]
    fn a_python_function_matches_under_the_name_fx_printed_it_with() {
        // FX prints a Python function through `add_global`: dots as underscores, `_N` when
        // two functions share a name. Seen failing: the torchao woq_int8 entry matched nothing.
        let text = r#"
class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "bf16[8, 64]", arg4_1: "i8[32, 64]", arg5_1: "bf16[32]"):
        woq_int8_12: "bf16[8, 32]" = torch__inductor_fx_passes_quantization_woq_int8_1([1, 0], torch.bfloat16, x = arg0_1, weight = arg4_1, scales = arg5_1)
        return (woq_int8_12,)
"#;
        let mut g = graph(text);
        assert_eq!(recognize(&library_pass(&[]).unwrap(), &mut g), 1);
        let n = g.node(g.find("invoke_quant").unwrap());
        assert_eq!(n.scheme(), Some("int8_weight_only"));
        assert!(crate::op::fx_global_names(
            "torch__inductor_fx_passes_quantization_woq_int8",
            "torch._inductor.fx_passes.quantization.woq_int8"
        ));
        assert!(!crate::op::fx_global_names(
            "torch__inductor_fx_passes_quantization_woq_int8x",
            "torch._inductor.fx_passes.quantization.woq_int8"
        ));
        assert!(!crate::op::fx_global_names(
            "torch__inductor_fx_passes_quantization_woq_int8_",
            "torch._inductor.fx_passes.quantization.woq_int8"
        ));
    }

    #[test]
    fn a_chain_whose_middle_is_read_elsewhere_is_left_as_written() {
        // mul_5 has a second reader: Inductor's `_users=1` fails the match, and were it
        // matched (`_users=MULTIPLE`), wrapping would compute mul_5 twice and is refused.
        let text = FP8.replace("return (mm,)", "return (mm, mul_5)");
        let mut g = graph(&text);
        let before = g.clone();
        assert_eq!(recognize(&library_pass(&[]).unwrap(), &mut g), 0);
        assert_eq!(g, before);
        let entries = super::super::file::parse_pattern_file(
            r#"
[[pattern]]
name = "fp8_any_users"
pattern = '''
CallFunction(prims.convert_element_type.default,
    CallFunction(aten.mul.Tensor,
        CallFunction(prims.convert_element_type.default,
                     CallFunction(aten.permute.default, KeywordArg("w"), [1, 0]), torch.float32),
        CallFunction(aten.permute.default, KeywordArg("scale"), [1, 0]), _users=MULTIPLE),
    KeywordArg("dtype"))
'''
[pattern.invoke_quant]
scheme = "float8_weight_only"
library = "torchao"
operands = ["w", "scale"]
"#,
            "t.toml",
        )
        .unwrap();
        let pass = super::super::file::pass_from(&entries).unwrap();
        let report = pass.apply(&mut g, PassOptions { apply: true, subgraphs: false });
        assert_eq!((report.applied, &g), (0, &before));
        let why = report
            .attempts
            .iter()
            .find_map(|a| match &a.detail {
                super::super::trace::Detail::Refused(_, why) => Some(why.clone()),
                _ => None,
            })
            .expect("the match is refused, not missed");
        assert!(why.contains("`mul_5` is also read by `output`"), "{why}");
    }

    #[test]
    fn a_user_library_file_must_name_keyword_args_as_operands() {
        let dir = std::env::temp_dir().join(format!("qb_lib_{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let f = dir.join("mylib.toml");
        std::fs::write(
            &f,
            r#"
[[pattern]]
name = "mylib_cast"
pattern = 'CallFunction(prims.convert_element_type.default, KeywordArg("q"), KeywordArg("dtype"))'
[pattern.invoke_quant]
scheme = "my_int8"
library = "mylib"
operands = ["w"]
"#,
        )
        .unwrap();
        let e = library_pass(std::slice::from_ref(&f)).unwrap_err();
        assert!(
            e.message.contains("operand `w` is not a KeywordArg of the pattern (it has: q, dtype)"),
            "{e}"
        );
        assert!(e.file.ends_with("mylib.toml") && e.line == 5, "{e}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
