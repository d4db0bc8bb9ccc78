//! What Dynamo assumed about a dynamic graph's sizes when it compiled it, as TORCH_TRACE records
//! it: each symbol's value range (`create_symbol`'s `"vr": "[2, int_oo]"`: sizes 0 and 1 are
//! specialized, so a symbol is at least 2) and hint, and the shape guards of
//! `dynamo_cpp_guards_str` (`2 <= L['x'].size()[0]`) with every source replaced by the size
//! expression the Dynamo graph's annotation gives it. A binding that breaks one is a binding
//! PyTorch would recompile for: the graph was not made for those sizes, so running it there is
//! an error, not a result.
use super::sym::SymExpr;
use std::collections::{BTreeMap, HashMap};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolInfo {
    pub name: String,
    /// The example value Dynamo traced with (`"val"`).
    pub hint: Option<i64>,
    /// Value range; `None` is unbounded (`-int_oo` / `int_oo`).
    pub lo: Option<i64>,
    pub hi: Option<i64>,
    /// Where the size came from (`L['x'].size()[0]`, or `L['d']` for an int the function takes).
    pub source: String,
    /// A value given for the run (`--sizes`), which the inputs must agree with.
    pub given: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    fn holds(self, a: i64, b: i64) -> bool {
        match self {
            CmpOp::Eq => a == b,
            CmpOp::Ne => a != b,
            CmpOp::Lt => a < b,
            CmpOp::Le => a <= b,
            CmpOp::Gt => a > b,
            CmpOp::Ge => a >= b,
        }
    }
}

/// `a <= b < c`: Python's chained comparison, every adjacent pair must hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShapeGuard {
    /// As Dynamo printed it, with sources.
    pub text: String,
    pub terms: Vec<SymExpr>,
    pub ops: Vec<CmpOp>,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ShapeEnv {
    pub compile_id: String,
    pub symbols: Vec<SymbolInfo>,
    pub guards: Vec<ShapeGuard>,
    /// Shape guards that could not be read, with why (a source the Dynamo graph does not
    /// annotate, Python this reader does not evaluate): reported, never silently dropped.
    pub unread: Vec<(String, String)>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Violation {
    #[error(
        "{symbol} = {value} is outside the range Dynamo compiled for, {range} ({origin}); PyTorch would recompile for it"
    )]
    Range { symbol: String, value: i64, range: String, origin: String },
    #[error("guard `{guard}` fails with {bindings}; PyTorch would recompile for these sizes")]
    Guard { guard: String, bindings: String },
    #[error("guard `{guard}`: {err}")]
    Eval { guard: String, err: String },
}

impl Violation {
    /// The symbols the violation is about (to name the tensors that bound them).
    pub fn symbols(&self) -> Vec<String> {
        match self {
            Violation::Range { symbol, .. } => vec![symbol.clone()],
            Violation::Guard { bindings, .. } => bindings
                .split(", ")
                .filter_map(|b| b.split(" = ").next())
                .map(String::from)
                .collect(),
            Violation::Eval { .. } => vec![],
        }
    }
}

fn bound(v: Option<i64>, inf: &str) -> String {
    v.map_or(inf.to_string(), |v| v.to_string())
}

impl SymbolInfo {
    pub fn range_text(&self) -> String {
        format!("[{}, {}]", bound(self.lo, "-int_oo"), bound(self.hi, "int_oo"))
    }
}

impl ShapeEnv {
    /// The value `sym` takes when no input tensor's size gives it (an int the function takes,
    /// `L['heads']`): the one given for the run, else the one Dynamo traced with.
    pub fn value_of(&self, sym: &str) -> Option<(i64, &str)> {
        let s = self.symbols.iter().find(|s| s.name == sym)?;
        Some((s.given.or(s.hint)?, if s.given.is_some() { "--sizes" } else { &s.source }))
    }

    /// `self` with `values` given for the run (`--sizes`).
    pub fn with_values(mut self, values: &BTreeMap<String, i64>) -> ShapeEnv {
        for (k, &v) in values {
            match self.symbols.iter_mut().find(|s| &s.name == k) {
                Some(s) => s.given = Some(v),
                None => self.symbols.push(SymbolInfo {
                    name: k.clone(),
                    hint: None,
                    lo: None,
                    hi: None,
                    source: "--sizes".into(),
                    given: Some(v),
                }),
            }
        }
        self
    }

    /// The first range or guard `env` breaks. Symbols `env` does not bind are not checked
    /// (a graph may use only some of a compile's symbols).
    pub fn check(&self, env: &BTreeMap<String, i64>) -> Result<(), Violation> {
        for s in &self.symbols {
            let Some(&v) = env.get(&s.name) else { continue };
            if s.lo.is_some_and(|lo| v < lo) || s.hi.is_some_and(|hi| v > hi) {
                return Err(Violation::Range {
                    symbol: s.name.clone(),
                    value: v,
                    range: s.range_text(),
                    origin: s.source.clone(),
                });
            }
        }
        let env: HashMap<String, i64> = env.iter().map(|(k, v)| (k.clone(), *v)).collect();
        for g in &self.guards {
            let syms: Vec<String> = g.terms.iter().flat_map(|t| t.symbols()).collect();
            if syms.iter().any(|s| !env.contains_key(s)) {
                continue;
            }
            let vals: Result<Vec<i64>, _> = g.terms.iter().map(|t| t.eval(&env)).collect();
            let vals =
                vals.map_err(|e| Violation::Eval { guard: g.text.clone(), err: e.to_string() })?;
            let ok = g.ops.iter().enumerate().all(|(i, op)| op.holds(vals[i], vals[i + 1]));
            if !ok {
                let mut names: Vec<&String> = syms.iter().collect();
                names.sort();
                names.dedup();
                let bindings: Vec<String> =
                    names.iter().map(|s| format!("{s} = {}", env[*s])).collect();
                return Err(Violation::Guard {
                    guard: g.text.clone(),
                    bindings: bindings.join(", "),
                });
            }
        }
        Ok(())
    }
}

/// `graph` with `values` given for its symbols (`--sizes` beside `--inputs`): they bind the ints
/// the function takes and must agree with the tensors' sizes.
pub fn with_given_sizes(graph: &super::Graph, values: &BTreeMap<String, i64>) -> super::Graph {
    let mut g = graph.clone();
    let env = graph.shape_env.0.as_deref().cloned().unwrap_or_default().with_values(values);
    g.shape_env = super::graph::ShapeEnvRef(Some(std::sync::Arc::new(env)));
    g
}

/// `create_symbol`'s `vr`: `[2, int_oo]`, `[-int_oo, int_oo]`, `[0, 9223372036854775806]`.
pub fn parse_range(vr: &str) -> Option<(Option<i64>, Option<i64>)> {
    let inner = vr.trim().strip_prefix('[')?.strip_suffix(']')?;
    let (lo, hi) = inner.split_once(',')?;
    let end = |t: &str| -> Option<Option<i64>> {
        match t.trim() {
            "int_oo" | "-int_oo" | "oo" | "-oo" => Some(None),
            t => t.parse().ok().map(Some),
        }
    };
    Some((end(lo)?, end(hi)?))
}

/// A size attribute of a guard source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SourceAttr {
    /// The source itself: an int the function takes.
    Value,
    Size(usize),
    Stride(usize),
    StorageOffset,
}

const COMPARISONS: &[(&str, CmpOp)] = &[
    ("==", CmpOp::Eq),
    ("!=", CmpOp::Ne),
    ("<=", CmpOp::Le),
    (">=", CmpOp::Ge),
    ("<", CmpOp::Lt),
    (">", CmpOp::Gt),
];

impl ShapeGuard {
    /// Reads one `LAMBDA_GUARD` expression. `Ok(None)`: not a shape guard (no `.size()`,
    /// `.stride()`, `.storage_offset()` nor an int source with a symbol). `resolve(base, attr)` gives the size expression of
    /// a source (`L['x']`, `Size(1)`) or `None` when it is not known.
    pub fn parse(
        text: &str,
        resolve: &dyn Fn(&str, SourceAttr) -> Option<String>,
    ) -> Result<Option<ShapeGuard>, String> {
        let text = text.trim();
        let substituted = match substitute_sources(text, resolve)? {
            Some(s) => s,
            None => return Ok(None),
        };
        let (parts, ops) = split_comparisons(&substituted);
        if ops.is_empty() {
            return Err("not a comparison".into());
        }
        let mut terms = vec![];
        for p in parts {
            terms.push(SymExpr::parse(p.trim()).map_err(|e| e.to_string())?);
        }
        Ok(Some(ShapeGuard { text: text.to_string(), terms, ops }))
    }
}

/// `text` with each `<source>.size()[i]` (and stride, storage offset) replaced by `(expr)`;
/// `None` when there is none.
fn substitute_sources(
    text: &str,
    resolve: &dyn Fn(&str, SourceAttr) -> Option<String>,
) -> Result<Option<String>, String> {
    let b = text.as_bytes();
    let mut out = String::new();
    let (mut i, mut found) = (0, false);
    while i < b.len() {
        let starts = (b[i] == b'L' || b[i] == b'G')
            && b.get(i + 1) == Some(&b'[')
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'));
        if !starts {
            out.push(b[i] as char);
            i += 1;
            continue;
        }
        let (base_end, attr, end) = source_at(text, i)?;
        match attr {
            Some(attr) => {
                let base = &text[i..base_end];
                let e = resolve(base, attr)
                    .ok_or_else(|| format!("no size known for `{}`", &text[i..end]))?;
                out.push_str(&format!("({e})"));
                found = true;
            }
            // A bare source is an int the function takes (`L['heads']`) when it has a symbol.
            None => match resolve(&text[i..end], SourceAttr::Value) {
                Some(e) => {
                    out.push_str(&format!("({e})"));
                    found = true;
                }
                None => out.push_str(&text[i..end]),
            },
        }
        i = end;
    }
    Ok(found.then_some(out))
}

/// The source starting at `start`: where its base ends, the size attribute read off it (if
/// any), and where the whole term ends.
fn source_at(text: &str, start: usize) -> Result<(usize, Option<SourceAttr>, usize), String> {
    let b = text.as_bytes();
    let mut i = start + 1;
    loop {
        match b.get(i) {
            Some(b'[') => {
                let close = closing_bracket(b, i).ok_or("an unclosed `[` in a source")?;
                i = close + 1;
            }
            Some(b'.') => {
                let name_end = i
                    + 1
                    + b[i + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                        .count();
                let name = &text[i + 1..name_end];
                let call = text[name_end..].starts_with("()");
                match (name, call) {
                    ("size" | "stride", true) => {
                        let rest = &text[name_end + 2..];
                        let idx = rest
                            .strip_prefix('[')
                            .and_then(|r| r.split_once(']'))
                            .and_then(|(n, _)| n.trim().parse::<usize>().ok());
                        let Some(d) = idx else {
                            return Err(format!("`{name}()` without an index"));
                        };
                        let close = name_end
                            + 2
                            + rest.find(']').ok_or("an unclosed `[` after a size")?
                            + 1;
                        let attr = if name == "size" {
                            SourceAttr::Size(d)
                        } else {
                            SourceAttr::Stride(d)
                        };
                        return Ok((i, Some(attr), close));
                    }
                    ("storage_offset", true) => {
                        return Ok((i, Some(SourceAttr::StorageOffset), name_end + 2));
                    }
                    _ if name.is_empty() || call => return Ok((i, None, i)),
                    _ => i = name_end,
                }
            }
            _ => return Ok((i, None, i)),
        }
    }
}

fn closing_bracket(b: &[u8], open: usize) -> Option<usize> {
    let (mut depth, mut quote) = (0usize, None::<u8>);
    for (k, &c) in b.iter().enumerate().skip(open) {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, b'\'' | b'"') => quote = Some(c),
            (None, b'[') => depth += 1,
            (None, b']') => {
                depth -= 1;
                if depth == 0 {
                    return Some(k);
                }
            }
            _ => {}
        }
    }
    None
}

/// Splits at the comparison operators outside parentheses.
fn split_comparisons(s: &str) -> (Vec<&str>, Vec<CmpOp>) {
    let b = s.as_bytes();
    let (mut parts, mut ops) = (vec![], vec![]);
    let (mut depth, mut start, mut i) = (0i32, 0usize, 0usize);
    while i < b.len() {
        match b[i] {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            _ if depth == 0 => {
                if let Some((tok, op)) = COMPARISONS.iter().find(|(t, _)| s[i..].starts_with(t)) {
                    parts.push(&s[start..i]);
                    ops.push(*op);
                    i += tok.len();
                    start = i;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    parts.push(&s[start..]);
    (parts, ops)
}

/// Dynamo's placeholder name for a source: every run of other characters becomes `_`
/// (`L['x']` is `L_x_`, `L['m']._modules['fc']` is `L_m_modules_fc_`).
pub fn placeholder_name(source: &str) -> String {
    let mut out = String::new();
    let mut gap = false;
    for c in source.chars() {
        if c.is_ascii_alphanumeric() {
            if gap {
                out.push('_');
                gap = false;
            }
            out.push(c);
        } else {
            gap = true;
        }
    }
    if gap {
        out.push('_');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(base: &str, attr: SourceAttr) -> Option<String> {
        match (base, attr) {
            ("L['x']", SourceAttr::Size(0)) => Some("s77".into()),
            ("L['x']", SourceAttr::Size(1)) | ("L['w']", SourceAttr::Size(1)) => Some("s21".into()),
            ("L['x']", SourceAttr::Stride(0)) => Some("s21".into()),
            ("L['w']", SourceAttr::Size(0)) => Some("s15".into()),
            ("L['heads']", SourceAttr::Value) => Some("s26".into()),
            _ => None,
        }
    }

    fn env(pairs: &[(&str, i64)]) -> BTreeMap<String, i64> {
        pairs.iter().map(|(k, v)| (k.to_string(), *v)).collect()
    }

    #[test]
    fn guards_read_with_sources_replaced_and_check_a_binding() {
        let g = ShapeGuard::parse("2 <= L['x'].size()[0]", &resolve).unwrap().unwrap();
        assert_eq!(g.terms.iter().map(|t| t.text()).collect::<Vec<_>>(), ["2", "(s77)"]);
        let duck =
            ShapeGuard::parse("L['x'].stride()[0] == L['w'].size()[1]", &resolve).unwrap().unwrap();
        let env_ok = ShapeEnv { guards: vec![g.clone(), duck], ..Default::default() };
        assert!(env_ok.check(&env(&[("s77", 6), ("s21", 64)])).is_ok());
        let err = env_ok.check(&env(&[("s77", 1), ("s21", 64)])).unwrap_err();
        assert_eq!(
            err.to_string(),
            "guard `2 <= L['x'].size()[0]` fails with s77 = 1; PyTorch would recompile for these sizes"
        );
        assert_eq!(err.symbols(), ["s77"]);
    }

    #[test]
    fn chains_other_guards_and_unknown_sources() {
        let g = ShapeGuard::parse("2 <= L['x'].size()[0] <= 8", &resolve).unwrap().unwrap();
        assert_eq!(g.ops, [CmpOp::Le, CmpOp::Le]);
        let e = ShapeEnv { guards: vec![g], ..Default::default() };
        assert!(e.check(&env(&[("s77", 8)])).is_ok());
        assert!(e.check(&env(&[("s77", 9)])).is_err());
        assert_eq!(
            ShapeGuard::parse("not math.isnan(L['m']._modules['n'].eps)", &resolve),
            Ok(None)
        );
        assert_eq!(ShapeGuard::parse("L['m']._modules['fc'].scaling == 0.17", &resolve), Ok(None));
        let unknown = ShapeGuard::parse("L['y'].size()[0] == 3", &resolve).unwrap_err();
        assert!(unknown.contains("L['y'].size()[0]"), "{unknown}");
        let ints = ShapeGuard::parse("(L['w'].size()[0] // L['heads']) != 1", &resolve);
        let ints = ints.unwrap().unwrap();
        assert_eq!(ints.terms[0].text(), "((s15) // (s26))");
        let e = ShapeEnv { guards: vec![ints], ..Default::default() };
        assert!(e.check(&env(&[("s15", 128), ("s26", 4)])).is_ok());
        assert!(e.check(&env(&[("s15", 4), ("s26", 4)])).is_err());
        let floordiv =
            ShapeGuard::parse("(L['x'].size()[0] // 2) % 4 == 0", &resolve).unwrap().unwrap();
        let e = ShapeEnv { guards: vec![floordiv], ..Default::default() };
        assert!(e.check(&env(&[("s77", 16)])).is_ok());
        assert!(e.check(&env(&[("s77", 12)])).is_err());
    }

    #[test]
    fn ranges_from_create_symbol() {
        assert_eq!(parse_range("[2, int_oo]"), Some((Some(2), None)));
        assert_eq!(parse_range("[-int_oo, int_oo]"), Some((None, None)));
        assert_eq!(parse_range("[0, 9223372036854775806]"), Some((Some(0), Some(i64::MAX - 1))));
        assert_eq!(parse_range("2, 3"), None);
        let e = ShapeEnv {
            symbols: vec![SymbolInfo {
                name: "s77".into(),
                hint: Some(6),
                lo: Some(2),
                hi: None,
                source: "L['x'].size()[0]".into(),
                given: None,
            }],
            ..Default::default()
        };
        assert_eq!(
            e.check(&env(&[("s77", 1)])).unwrap_err().to_string(),
            "s77 = 1 is outside the range Dynamo compiled for, [2, int_oo] (L['x'].size()[0]); PyTorch would recompile for it"
        );
        assert!(e.check(&env(&[("s77", 2)])).is_ok());
        assert!(e.check(&env(&[("s15", 1)])).is_ok());
    }

    #[test]
    fn placeholder_names_follow_dynamo() {
        assert_eq!(placeholder_name("L['x']"), "L_x_");
        assert_eq!(
            placeholder_name(
                "L['model']._modules['model']._modules['embed_tokens']._parameters['weight']"
            ),
            "L_model_modules_model_modules_embed_tokens_parameters_weight_"
        );
    }
}
