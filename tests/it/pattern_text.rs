//! The textual form: pattern text copied from Inductor's sources parses as-is and prints back
//! as Inductor's own `repr`; malformed text is reported at line:col with what was expected.
use quantbench::pattern::{PatternExpr, Target, parse_module, parse_pattern, parse_pattern_file};

/// `torch/_inductor/fx_passes/serialized_patterns/_sfdp_pattern_1.py` (torch 2.15), verbatim.
const SFDP_1: &str = include_str!("../data/inductor/_sfdp_pattern_1.py");
/// `repr()` of its four patterns, printed by torch 2.15.
const SFDP_1_REPR: &str = include_str!("../data/inductor/_sfdp_pattern_1.repr.txt");

#[test]
fn serialized_inductor_module_parses_and_reprs_like_inductor() {
    let m = parse_module(SFDP_1).unwrap();
    for line in SFDP_1_REPR.lines() {
        let (name, want) = line.split_once(" = ").unwrap();
        let p = m.get(name).unwrap_or_else(|| panic!("{name} not bound"));
        assert_eq!(p.repr(p.root), want, "{name}");
    }
    let training = m.get("_sfdp_pattern_1_training").unwrap();
    assert!(
        matches!(training.expr(training.root), PatternExpr::MultiOutput(o) if o.len() == 5 && o[4].is_none())
    );
}

#[test]
fn patterns_from_post_grad_py_parse() {
    // torch/_inductor/fx_passes/post_grad.py (torch 2.15), the pattern arguments of its decorators.
    let sources = [
        r#"CallFunction(
        [aten.mm.default, aten.bmm.default],
        KeywordArg("x"),
        CallFunction(
            aten.permute.default,
            KeywordArg("x"),
            KeywordArg("dims"),
        ),
    )"#,
        r#"CallFunction(
        aten.add,
        CallFunction(aten.mm, KeywordArg("mat1"), KeywordArg("mat2")),
        CallFunction(aten.mm, KeywordArg("mat3"), KeywordArg("mat4")),
    )"#,
        r#"CallFunction(
        aten.cumsum.default,
        CallFunction(
            torch.ops.aten.full.default,
            KeywordArg("shape"),
            KeywordArg("fill_value"),
            dtype=KeywordArg("dtype"),
            layout=Ignored(),
            device=KeywordArg("device"),
            pin_memory=False,
            _users=MULTIPLE,
        ),
        KeywordArg("dim"),
        _users=MULTIPLE,
    )"#,
        r#"_cat_1 = CallFunction(aten.cat, Arg(), 1, _users=2)
CallFunction(
        aten.cat,
        [
            _cat_1,
            CallFunction(
                aten.slice,
                _cat_1,
                1,
                0,
                KeywordArg("size"),
            ),
        ],
        1,
    )"#,
        r#"CallFunction(
        aten.cat,
        ListOf(
            CallFunction(
                operator.getitem,
                CallFunction(
                    aten.split_with_sizes,
                    KeywordArg("input_"),
                    Ignored(),
                    Ignored(),
                    _users=MULTIPLE,
                ),
                Ignored(),
            ),
        ),
        Ignored(),
    )"#,
        "CallFunctionVarArgs(torch.ops.higher_order.auto_functionalized)",
        r#"CallMethod("view", Arg(), Arg())"#,
    ];
    for s in sources {
        parse_pattern(s).unwrap_or_else(|e| panic!("{e}\n{s}"));
    }
    // The shared `_cat_1` is one expression used twice, as in Python.
    let p = parse_pattern(sources[3]).unwrap();
    assert_eq!(
        p.repr(p.root),
        "CallFunction([cat, ...], [CallFunction([cat, ...], Arg(), 1, _users=2), CallFunction([slice, ...], CallFunction([cat, ...], Arg(), 1, _users=2), 1, 0, KeywordArg('size'))], 1)"
    );
    let PatternExpr::Call(c) = p.expr(p.root) else { panic!() };
    assert_eq!(
        c.fns,
        vec![Target::Op { namespace: "aten".into(), op: "cat".into(), overload: None }]
    );
    let p = parse_pattern(sources[4]).unwrap();
    assert!(p.repr(p.root).contains("CallFunction(operator.getitem, CallFunction([split_with_sizes, ...], KeywordArg('input_'), *, *, _users=MULTIPLE), *)"));
}

#[test]
fn every_spelling_of_a_target_is_accepted() {
    for (t, want) in [
        ("aten.mm", "[mm, ...]"),
        ("torch.ops.aten.mm.default", "aten.mm.default"),
        ("aten.mm.default", "aten.mm.default"),
        ("torch.ops.higher_order.invoke_quant", "invoke_quant"),
        ("higher_order.invoke_quant", "invoke_quant"),
        ("prims.convert_element_type.default", "prims.convert_element_type.default"),
        ("operator.getitem", "operator.getitem"),
        ("torch.sin", "torch.sin"),
    ] {
        let p = parse_pattern(&format!("CallFunction({t}, Arg())")).unwrap();
        assert_eq!(p.repr(p.root), format!("CallFunction({want}, Arg())"), "{t}");
    }
    let p = parse_pattern("CallFunction(aten.add.Tensor, Arg(), -0x10, 1.5e-3, 'a\\'b', torch.float16, None, True, float('inf'))").unwrap();
    assert_eq!(
        p.repr(p.root),
        "CallFunction(aten.add.Tensor, Arg(), -16, 0.0015, \"a'b\", torch.float16, None, True, inf)"
    );
}

#[test]
fn malformed_patterns_give_line_col_and_what_was_expected() {
    for (src, want) in [
        ("CallFunction(aten.mm, Arg(), Arg()", "1:35: expected `)`, found end of input"),
        ("CallFunction(aten.mm,\n    Arg() Arg())", "2:11: expected `,` or `)`, found `Arg`"),
        (
            "CallFunction(aten.mm, Argh())",
            "1:23: expected one of CallFunction, CallMethod, CallModule, Arg, Ignored, KeywordArg, ExclusiveKeywordArg, ListOf, MultiOutputPattern, found `Argh`",
        ),
        ("CallFunction(aten.mm, KeywordArg(3))", "1:34: expected a string name, found `3`"),
        (
            "CallFunction(aten.mm, Arg(), _users=\"x\")",
            "1:37: expected an int or MULTIPLE for _users, found `'x'`",
        ),
        (
            "CallFunction(aten.mm, x=Arg(), Arg())",
            "1:32: expected a keyword argument (positional argument follows keyword argument), found `Arg`",
        ),
        ("ListOf(3)", "1:8: expected a pattern (ListOf takes a PatternExpr), found `3`"),
        ("CallFunction(aten.mm, Arg()) )", "1:30: expected an expression, found unbalanced `)`"),
        ("CallFunction(aten.mm, 'abc)", "1:23: expected a closing quote, found end of line"),
        (
            "",
            "1:1: expected a pattern such as `CallFunction(aten.mm, Arg(), Arg())`, found no pattern",
        ),
        ("CallFunction(aten.mm, Arg())\n  $", "2:3: expected an expression, found `$`"),
    ] {
        let e = parse_pattern(src).unwrap_err();
        assert_eq!(e.to_string(), want, "{src:?}");
    }
}

#[test]
fn pattern_file_errors_point_into_the_toml_file() {
    let toml =
        "[[pattern]]\nname = \"bad\"\npattern = '''\nCallFunction(aten.mm,\n    Arg(), 0x)\n'''\n";
    let e = parse_pattern_file(toml, "p.toml").unwrap_err();
    assert_eq!((e.line, e.col), (5, 12), "{e}");
    assert!(e.to_string().starts_with("p.toml:5:12: in pattern `bad`: expected a number"), "{e}");

    let toml = "[[pattern]]\nname = \"one\"\npattern = \"CallFunction(aten.mm, Arg(), Arg(]\"\n";
    let e = parse_pattern_file(toml, "p.toml").unwrap_err();
    assert_eq!(e.to_string(), "p.toml:3:45: in pattern `one`: expected `)`, found `]`");

    let toml = "[[pattern]]\nname = \"c\"\npattern = \"CallFunction(aten.mm, Arg(), Arg())\"\nextra_check = \"no_such_check\"\n";
    let e = parse_pattern_file(toml, "p.toml").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("p.toml:4:15: in pattern `c`: unknown extra_check `no_such_check`"),
        "{e}"
    );

    let e = parse_pattern_file("[[pattern]]\nname = 1\n", "p.toml").unwrap_err();
    assert_eq!(e.line, 2, "{e}");
}

proptest::proptest! {
    /// Any text, including mangled real patterns, gives a pattern or a positioned error.
    #[test]
    fn parser_never_panics(s in "[ -~\n]{0,80}", cut in 0usize..400, junk in "[()\\[\\],=.'\"#x0-9a-zA-Z_ -]{0,6}") {
        let _ = parse_pattern(&s);
        let base = SFDP_1.lines().nth(40).unwrap_or("");
        let cut = cut.min(base.len());
        if base.is_char_boundary(cut) {
            let mangled = format!("{}{}{}", &base[..cut], junk, &base[cut..]);
            if let Err(e) = parse_module(&mangled) {
                proptest::prop_assert!(e.line >= 1 && e.col >= 1);
            }
        }
    }
}

/// Thousands of nested calls or brackets in a pattern are an error at line:col, not a stack
/// overflow; nesting within the limit parses.
#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let call = "CallFunction(aten.neg.default, ";
    for (open, close) in [(call, ")"), ("[", "]"), ("(", ")")] {
        let text = format!("{}KeywordArg('x'){}", open.repeat(5000), close.repeat(5000));
        let err = parse_pattern(&text).expect_err("over the limit").to_string();
        assert!(err.contains("at most 200 nested"), "{err}");
    }
    let text = format!("{}KeywordArg('x'){}", call.repeat(100), ")".repeat(100));
    parse_pattern(&text).expect("100 nested calls parse");
}
