//! The reader of Inductor's scheduler dumps parses every dump of the corpus.
use quantbench::import::inductor_ir::parse_ir_dump;
use std::path::Path;

fn cases() -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir("sample_graphs")
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("ir_pre_fusion.txt").exists())
        .collect();
    v.sort();
    v
}

#[test]
fn parses_every_corpus_dump() {
    let cases = cases();
    assert_eq!(cases.len(), 12);
    for c in cases {
        for f in ["ir_pre_fusion.txt", "ir_post_fusion.txt"] {
            let p = c.join(f);
            let text = std::fs::read_to_string(&p).unwrap();
            let d =
                parse_ir_dump(&text, &p.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
            assert!(!d.nodes.is_empty(), "{}", p.display());
            let headers = text
                .lines()
                .filter(|l| l.starts_with("op") && l.contains("SchedulerNode("))
                .count();
            let parsed: usize = d.nodes.iter().map(|n| 1 + n.snodes.len()).sum();
            assert_eq!(parsed, headers, "{}", p.display());
            for n in d.nodes.iter().flat_map(|n| std::iter::once(n).chain(n.snodes.iter())) {
                if n.kind == "SchedulerNode" {
                    let lb = n
                        .loop_body
                        .as_ref()
                        .unwrap_or_else(|| panic!("{} {}: no loop body", p.display(), n.name));
                    assert!(!lb.ops.is_empty());
                    assert!(n.iteration.is_some());
                }
            }
        }
    }
}

#[test]
fn gpu_fixture_dumps_parse() {
    for f in ["04_ir_pre_fusion_test_prologue.txt", "05_ir_post_fusion_test_prologue_lowprec.txt"] {
        let p = Path::new("sample_graphs/fixtures-gpu").join(f);
        let text = std::fs::read_to_string(&p).unwrap();
        parse_ir_dump(&text, f).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn errors_carry_line_and_column() {
    let text = "op0: SchedulerNode(ComputedBuffer)\nop0.group.iteration = ((8,), oops)\n";
    let e = parse_ir_dump(text, "x.txt").unwrap_err();
    assert_eq!((e.line, e.file.as_str()), (2, "x.txt"));
    assert!(e.to_string().starts_with("x.txt:2:"), "{e}");
}
