//! PyTorch's op schemas (`aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) ->
//! Tensor`), parsed: positional names, argument kinds and defaults, so a call can be checked
//! against its op (`aten.mul.Tensor(1, a, b)` has one argument too many) and arguments can be
//! found by name. The strings are the ones torch registers (`schemas.rs`).
use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

/// The type of one schema argument or return.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArgType {
    Tensor,
    /// A Python number (`Scalar`): weak in type promotion.
    Scalar,
    Int,
    SymInt,
    Float,
    Bool,
    Str,
    /// A dtype (`ScalarType`).
    ScalarType,
    Layout,
    Device,
    MemoryFormat,
    Generator,
    /// `int[]`, `int[1]` (a fixed length, where one int also passes), `Tensor[]`.
    List(Box<ArgType>, Option<usize>),
    /// `T?`: may be `None`.
    Optional(Box<ArgType>),
}

impl ArgType {
    /// The type without `?`.
    pub fn required(&self) -> &ArgType {
        match self {
            ArgType::Optional(t) => t,
            t => t,
        }
    }
    pub fn is_optional(&self) -> bool {
        matches!(self, ArgType::Optional(_))
    }
    pub fn is_tensor(&self) -> bool {
        *self.required() == ArgType::Tensor
    }
    /// `Tensor[]` or `Tensor?[]`.
    pub fn is_tensor_list(&self) -> bool {
        matches!(self.required(), ArgType::List(t, _) if t.is_tensor())
    }
    /// `int[]` / `SymInt[]` of any length.
    pub fn is_int_list(&self) -> bool {
        matches!(self.required(), ArgType::List(t, _) if matches!(**t, ArgType::Int | ArgType::SymInt))
    }
}

impl fmt::Display for ArgType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgType::List(t, Some(n)) => write!(f, "{t}[{n}]"),
            ArgType::List(t, None) => write!(f, "{t}[]"),
            ArgType::Optional(t) => write!(f, "{t}?"),
            t => f.write_str(match t {
                ArgType::Tensor => "Tensor",
                ArgType::Scalar => "Scalar",
                ArgType::Int => "int",
                ArgType::SymInt => "SymInt",
                ArgType::Float => "float",
                ArgType::Bool => "bool",
                ArgType::Str => "str",
                ArgType::ScalarType => "ScalarType",
                ArgType::Layout => "Layout",
                ArgType::Device => "Device",
                ArgType::MemoryFormat => "MemoryFormat",
                ArgType::Generator => "Generator",
                ArgType::List(..) | ArgType::Optional(_) => unreachable!("handled above"),
            }),
        }
    }
}

/// One argument of a schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    pub name: String,
    pub ty: ArgType,
    /// The default as printed (`1`, `None`, `[]`, `"none"`).
    pub default: Option<String>,
    /// After the `*`: only passed by keyword.
    pub kwarg_only: bool,
}

impl Param {
    /// A dimension index or list of them (`dim`, `dims`, `dim0`), as aten names them.
    pub fn is_dim(&self) -> bool {
        let n = self.name.as_str();
        (n == "dim"
            || n == "dims"
            || n.strip_prefix("dim").is_some_and(|d| d.parse::<u8>().is_ok()))
            && matches!(self.ty.required(), ArgType::Int | ArgType::SymInt | ArgType::List(..))
    }
}

/// A parsed schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schema {
    pub namespace: String,
    pub name: String,
    /// `default` for the overload printed without a name (`aten::mm(...)`).
    pub overload: String,
    pub params: Vec<Param>,
    pub returns: Vec<ArgType>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SchemaError {
    #[error("schema `{schema}`: {msg}")]
    Parse { schema: String, msg: String },
    #[error("{op} takes {max} positional arguments, {given} were given")]
    TooManyArgs { op: String, max: usize, given: usize },
    #[error("{op} has no argument `{name}`")]
    UnknownKwarg { op: String, name: String },
    #[error("{op} got `{name}` both by position and by keyword")]
    Duplicate { op: String, name: String },
    #[error("{op} needs argument `{name}`")]
    Missing { op: String, name: String },
}

/// Splits at `sep` outside brackets, parentheses and quotes.
fn split_top(s: &str, sep: char) -> Vec<&str> {
    let (mut depth, mut quoted, mut start, mut out) = (0i32, false, 0, vec![]);
    for (i, c) in s.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '(' | '[' if !quoted => depth += 1,
            ')' | ']' if !quoted => depth -= 1,
            c if c == sep && depth == 0 && !quoted => {
                out.push(&s[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

fn parse_type(t: &str) -> Result<ArgType, String> {
    let t = t.trim();
    if let Some(inner) = t.strip_suffix('?') {
        return Ok(ArgType::Optional(Box::new(parse_type(inner)?)));
    }
    if let Some(body) = t.strip_suffix(']') {
        let open = body.rfind('[').ok_or_else(|| format!("unbalanced `]` in `{t}`"))?;
        let len = &body[open + 1..];
        let len = if len.is_empty() {
            None
        } else {
            Some(len.parse().map_err(|_| format!("list length `{len}` in `{t}`"))?)
        };
        return Ok(ArgType::List(Box::new(parse_type(&body[..open])?), len));
    }
    // Alias annotations (`Tensor(a)`, `Tensor(a -> *)`) say what may alias; values are the same.
    let base = t.split_once('(').map_or(t, |(b, _)| b);
    Ok(match base {
        "Tensor" => ArgType::Tensor,
        "Scalar" => ArgType::Scalar,
        "int" => ArgType::Int,
        "SymInt" => ArgType::SymInt,
        "float" => ArgType::Float,
        "bool" => ArgType::Bool,
        "str" => ArgType::Str,
        "ScalarType" => ArgType::ScalarType,
        "Layout" => ArgType::Layout,
        "Device" => ArgType::Device,
        "MemoryFormat" => ArgType::MemoryFormat,
        "Generator" => ArgType::Generator,
        _ => return Err(format!("unknown type `{t}`")),
    })
}

impl Schema {
    pub fn parse(text: &str) -> Result<Schema, SchemaError> {
        let err = |msg: String| SchemaError::Parse { schema: text.to_string(), msg };
        let (head, ret) = text.rsplit_once(" -> ").ok_or_else(|| err("no ` -> `".into()))?;
        let open = head.find('(').ok_or_else(|| err("no argument list".into()))?;
        let args = head[open + 1..].strip_suffix(')').ok_or_else(|| err("unclosed `(`".into()))?;
        let (namespace, qualified) =
            head[..open].split_once("::").ok_or_else(|| err("no `ns::`".into()))?;
        let (name, overload) = qualified.split_once('.').unwrap_or((qualified, "default"));
        let mut params = vec![];
        let mut kwarg_only = false;
        for a in split_top(args, ',').into_iter().map(str::trim).filter(|a| !a.is_empty()) {
            if a == "*" {
                kwarg_only = true;
                continue;
            }
            let (decl, default) = match a.split_once('=') {
                Some((d, v)) => (d, Some(v.to_string())),
                None => (a, None),
            };
            let (ty, pname) = decl.rsplit_once(' ').ok_or_else(|| err(format!("`{a}`")))?;
            params.push(Param {
                name: pname.to_string(),
                ty: parse_type(ty).map_err(err)?,
                default,
                kwarg_only,
            });
        }
        let ret = ret.trim();
        let ret = match ret.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
            Some(inner) => {
                split_top(inner, ',').into_iter().filter(|r| !r.trim().is_empty()).collect()
            }
            None => vec![ret],
        };
        let returns = ret
            .iter()
            .map(|r| {
                // Named returns: `Tensor values`.
                let r = r.trim();
                let ty = match r.rsplit_once(' ') {
                    Some((t, _)) if !t.ends_with("->") => t,
                    _ => r,
                };
                parse_type(ty).map_err(err)
            })
            .collect::<Result<_, _>>()?;
        Ok(Schema {
            namespace: namespace.into(),
            name: name.into(),
            overload: overload.into(),
            params,
            returns,
        })
    }

    /// `aten.add.Tensor`.
    pub fn qualified_name(&self) -> String {
        format!("{}.{}.{}", self.namespace, self.name, self.overload)
    }

    /// Position of the argument called `name`.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.params.iter().position(|p| p.name == name)
    }

    /// Checks a call's shape as Python's binding would: no more positional arguments than
    /// the schema takes before `*`, keywords it knows and not given twice, and every argument
    /// without a default present.
    pub fn check_call(&self, positional: usize, kwargs: &[&str]) -> Result<(), SchemaError> {
        let op = self.qualified_name();
        let max = self.params.iter().filter(|p| !p.kwarg_only).count();
        if positional > max {
            return Err(SchemaError::TooManyArgs { op, max, given: positional });
        }
        for k in kwargs {
            match self.position(k) {
                None => return Err(SchemaError::UnknownKwarg { op, name: k.to_string() }),
                Some(i) if i < positional => {
                    return Err(SchemaError::Duplicate { op, name: k.to_string() });
                }
                Some(_) => {}
            }
        }
        for (i, p) in self.params.iter().enumerate() {
            if i >= positional && p.default.is_none() && !kwargs.contains(&p.name.as_str()) {
                return Err(SchemaError::Missing { op, name: p.name.clone() });
            }
        }
        Ok(())
    }
}

#[allow(clippy::expect_used, reason = "generated schemas, parsed in op::tests")]
static PARSED: LazyLock<Vec<Schema>> = LazyLock::new(|| {
    super::schemas::SCHEMAS
        .iter()
        .map(|s| Schema::parse(s).expect("registered schemas parse (checked by op::tests)"))
        .collect()
});

type Key = (&'static str, &'static str, &'static str);

static BY_NAME: LazyLock<HashMap<Key, usize>> = LazyLock::new(|| {
    let all: &'static [Schema] = &PARSED;
    all.iter()
        .enumerate()
        .map(|(i, s)| ((s.namespace.as_str(), s.name.as_str(), s.overload.as_str()), i))
        .collect()
});

/// Every registered schema of the table's packets.
pub fn parsed() -> &'static [Schema] {
    &PARSED
}

pub(super) fn all() -> &'static HashMap<Key, usize> {
    &BY_NAME
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_kinds_defaults_and_returns() {
        let s = Schema::parse(
            "aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
        )
        .unwrap();
        assert_eq!((s.name.as_str(), s.overload.as_str()), ("add", "Tensor"));
        assert_eq!(s.params.len(), 3);
        assert!(s.params[2].kwarg_only && s.params[2].default.as_deref() == Some("1"));
        assert_eq!(s.returns, vec![ArgType::Tensor]);
        let s = Schema::parse(
            "aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        )
        .unwrap();
        assert_eq!(s.returns.len(), 2);
        assert!(s.params[1].is_dim());
        let s = Schema::parse(
            "aten::split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]",
        )
        .unwrap();
        assert_eq!(s.params[0].ty, ArgType::Tensor);
        assert!(s.returns[0].is_tensor_list());
        let s =
            Schema::parse("aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor").unwrap();
        assert!(s.params[1].ty.is_tensor_list());
        let s = Schema::parse("aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor").unwrap();
        assert_eq!(s.params[1].ty.to_string(), "int[1]?");
        assert!(s.params[1].ty.required().is_int_list());
        assert!(Schema::parse("aten::x(Blob b) -> Tensor").is_err());
    }

    #[test]
    fn checks_calls_like_python_binding() {
        let s = Schema::parse("aten::mul.Tensor(Tensor self, Tensor other) -> Tensor").unwrap();
        assert!(s.check_call(2, &[]).is_ok());
        assert!(matches!(s.check_call(3, &[]), Err(SchemaError::TooManyArgs { max: 2, .. })));
        assert!(matches!(s.check_call(1, &[]), Err(SchemaError::Missing { .. })));
        assert!(s.check_call(1, &["other"]).is_ok());
        assert!(matches!(s.check_call(2, &["other"]), Err(SchemaError::Duplicate { .. })));
        assert!(matches!(s.check_call(2, &["beta"]), Err(SchemaError::UnknownKwarg { .. })));
    }
}
