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

/// One scheduler node whose loop body calls `ops.masked` twice, the second subblock nested in
/// the first, as Inductor prints them (the inner subblock registered, so printed, first).
const MASKED: &str = "op0: SchedulerNode(ComputedBuffer)
op0.writes = [MemoryDep('buf0', c0, {c0: 21})]
op0.unmet_dependencies = []
op0.met_dependencies = [MemoryDep('arg0_1', 3*c0 + c1 - 2, {c0: 3, c1: 7})]
op0.outputs = [
    buf0: ComputedBuffer
    buf0.layout = FixedLayout('cpu', torch.float32, size=[1, 3, 7], stride=[21, 7, 1])
]
op0.group.device = cpu
op0.group.iteration = ((3, 7), ())
class op0_loop_body:
    var_ranges = {p0: 3, p1: 7}
    index0 = p1 - 2
    index1 = 3*p0 + p1 - 2
    index2 = 7*p0 + p1
    def body(self, ops):
        get_index = self.get_index('index0')
        index_expr = ops.index_expr(get_index, torch.int64)
        constant = ops.constant(0, torch.int64)
        ge = ops.ge(index_expr, constant)
        masked_subblock1 = self.masked_subblock1(ge, 0.0)
        get_index_1 = self.get_index('index2')
        store = ops.store('buf0', get_index_1, masked_subblock1, None)
        return store
    def masked_subblock2(self, ops):
        get_index = self.get_index('index1')
        load = ops.load('arg0_1', get_index)
        return load
    def masked_subblock1(self, ops):
        get_index = self.get_index('index0')
        index_expr = ops.index_expr(get_index, torch.int64)
        constant = ops.constant(3, torch.int64)
        lt = ops.lt(index_expr, constant)
        masked_subblock2 = self.masked_subblock2(lt, -inf)
        return masked_subblock2
";

#[test]
fn masked_subblocks_are_read_nested_and_printed_back() {
    let d = parse_ir_dump(MASKED, "masked.txt").unwrap_or_else(|e| panic!("{e}"));
    let lb = d.nodes[0].loop_body.as_ref().unwrap();
    let names: Vec<&str> = lb.subblocks.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["masked_subblock2", "masked_subblock1"]);
    assert_eq!(lb.subblock("masked_subblock1").unwrap().ops.len(), 5);
    // The body's lines, as Inductor prints them minus the `def`/`return` of the body itself.
    let text: Vec<String> = MASKED
        .lines()
        .skip_while(|l| !l.contains("var_ranges"))
        .map(str::trim)
        .filter(|l| *l != "def body(self, ops):" && *l != "return store")
        .map(String::from)
        .collect();
    assert_eq!(lb.render_lines(), text);
}

#[test]
fn a_subblock_calling_one_not_yet_defined_is_an_error() {
    // masked_subblock1 printed first would call masked_subblock2 before it exists: a cycle
    // is one such case, so no reader walk can loop.
    let swapped = MASKED.replace("def masked_subblock2", "def masked_subblockX");
    let e = parse_ir_dump(&swapped, "masked.txt").unwrap_err().to_string();
    assert!(e.contains("masked_subblock2") && e.contains("masked.txt:"), "{e}");
    let undefined =
        MASKED.replace("self.masked_subblock1(ge, 0.0)", "self.masked_subblock9(ge, 0.0)");
    let e = parse_ir_dump(&undefined, "masked.txt").unwrap_err().to_string();
    assert!(e.contains("masked_subblock9"), "{e}");
}

/// `welford_reduce` yields `(mean, m2, weight)`: the dump names each item (`reduction[1]`);
/// the reader keeps them and renders the body back as Inductor printed it.
#[test]
fn a_welford_reduction_reads_its_items_and_renders_back() {
    let p = Path::new("sample_graphs/opinfo/var__f32__s0/ir_pre_fusion.txt");
    let text = std::fs::read_to_string(p).unwrap();
    assert!(text.contains("'welford_reduce'"), "the sample is a Welford reduction");
    let d = parse_ir_dump(&text, &p.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    let welford = d
        .nodes
        .iter()
        .filter_map(|n| n.loop_body.as_ref())
        .find(|b| b.render_lines().iter().any(|l| l.contains("welford_reduce")))
        .expect("a node with the Welford body");
    let lines = welford.render_lines();
    for item in ["getitem = reduction[0]", "getitem_1 = reduction[1]", "getitem_2 = reduction[2]"] {
        assert!(lines.iter().any(|l| l == item), "{item} in {lines:#?}");
        assert!(text.contains(item));
    }
}
