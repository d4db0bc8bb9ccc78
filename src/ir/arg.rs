//! Arguments of FX nodes: node references and the Python literals FX prints.
use super::dtype::DType;
use super::graph::NodeId;
use super::meta::Device;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    Node(NodeId),
    Int(i64),
    Float(#[serde(serialize_with = "ser_float", deserialize_with = "de_float")] f64),
    Bool(bool),
    None,
    Str(String),
    List(Vec<Arg>),
    Tuple(Vec<Arg>),
    Dtype(DType),
    Device(Device),
    /// `torch.contiguous_format`, `torch.channels_last`, ... (the name after `torch.`).
    MemoryFormat(String),
    /// `torch.strided`, `torch.sparse_coo`, ...
    Layout(String),
    /// `{'PRESCALE_QK': False, ...}` (flex_attention's `kernel_options`), or
    /// `{'X_ptr': view_1, ...}` (triton_kernel_wrapper's `kwargs`): values may be nodes.
    Dict(Vec<(Arg, Arg)>),
    /// `{1, 2}` (an empty set prints as `set()`).
    Set(Vec<Arg>),
    /// `slice(start, stop, step)`; Dynamo's graphs index with nodes in them.
    Slice(Box<[Arg; 3]>),
    /// A Python expression we keep verbatim (`Ellipsis`, big ints, enum members).
    Raw(String),
}

/// Literals compare as the same literal: `nan` equals `nan` (a graph that reads back equal to
/// itself), and `-0.0` is not `0.0`.
impl PartialEq for Arg {
    fn eq(&self, other: &Arg) -> bool {
        use Arg::*;
        match (self, other) {
            (Float(a), Float(b)) => a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()),
            (Node(a), Node(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Bool(a), Bool(b)) => a == b,
            (None, None) => true,
            (Str(a), Str(b)) | (MemoryFormat(a), MemoryFormat(b)) | (Layout(a), Layout(b)) => {
                a == b
            }
            (Raw(a), Raw(b)) => a == b,
            (List(a), List(b)) | (Tuple(a), Tuple(b)) | (Set(a), Set(b)) => a == b,
            (Dtype(a), Dtype(b)) => a == b,
            (Device(a), Device(b)) => a == b,
            (Dict(a), Dict(b)) => a == b,
            (Slice(a), Slice(b)) => a == b,
            _ => false,
        }
    }
}

impl Arg {
    pub fn as_node(&self) -> Option<NodeId> {
        match self {
            Arg::Node(n) => Some(*n),
            _ => None,
        }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Arg::Bool(b) => Some(*b),
            _ => None,
        }
    }
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Arg::Int(v) => Some(*v),
            _ => None,
        }
    }
    /// Ints and floats (and bools, as Python would) as f64.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Arg::Int(v) => Some(*v as f64),
            Arg::Float(v) => Some(*v),
            Arg::Bool(b) => Some(*b as i64 as f64),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Arg::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_list(&self) -> Option<&[Arg]> {
        match self {
            Arg::List(v) | Arg::Tuple(v) => Some(v),
            _ => None,
        }
    }
    /// A list of ints such as `[1, 0]` or `[-1]`.
    pub fn as_int_list(&self) -> Option<Vec<i64>> {
        self.as_list()?.iter().map(Arg::as_int).collect()
    }
    /// Every node referenced, depth first, in print order.
    pub fn for_each_node(&self, f: &mut impl FnMut(NodeId)) {
        match self {
            Arg::Node(n) => f(*n),
            Arg::List(v) | Arg::Tuple(v) | Arg::Set(v) => v.iter().for_each(|a| a.for_each_node(f)),
            Arg::Dict(kv) => kv.iter().for_each(|(k, v)| {
                k.for_each_node(f);
                v.for_each_node(f);
            }),
            Arg::Slice(s) => s.iter().for_each(|a| a.for_each_node(f)),
            _ => {}
        }
    }
    /// Rewrites every node reference.
    pub fn map_nodes(&self, f: &mut impl FnMut(NodeId) -> NodeId) -> Arg {
        match self {
            Arg::Node(n) => Arg::Node(f(*n)),
            Arg::List(v) => Arg::List(v.iter().map(|a| a.map_nodes(f)).collect()),
            Arg::Tuple(v) => Arg::Tuple(v.iter().map(|a| a.map_nodes(f)).collect()),
            Arg::Set(v) => Arg::Set(v.iter().map(|a| a.map_nodes(f)).collect()),
            Arg::Dict(kv) => {
                Arg::Dict(kv.iter().map(|(k, v)| (k.map_nodes(f), v.map_nodes(f))).collect())
            }
            Arg::Slice(s) => {
                let [a, b, c] = &**s;
                Arg::Slice(Box::new([a.map_nodes(f), b.map_nodes(f), c.map_nodes(f)]))
            }
            other => other.clone(),
        }
    }
}

/// Python's `repr(float)`: shortest round-trip digits, scientific below 1e-4 and from 1e16.
/// Of two shortest digit strings equally near `x` (its exact value ends in a 5 just past
/// them), Python's `repr` (David Gay's dtoa) takes the one ending in an even digit; Rust's
/// shortest formatting may take the other. `digits` is Rust's, for `0.d1d2... * 10^(exp+1)`.
fn ties_to_even(x: f64, digits: String, exp: i32) -> String {
    let k = digits.len();
    let exact = format!("{:.40e}", x);
    let Some((m, e)) = exact.split_once('e') else { return digits };
    if e.parse::<i32>().ok() != Some(exp) {
        return digits;
    }
    let all: Vec<u8> = m.bytes().filter(u8::is_ascii_digit).collect();
    let tie =
        all.get(k) == Some(&b'5') && all.get(k + 1..).is_some_and(|r| r.iter().all(|&d| d == b'0'));
    if !tie {
        return digits;
    }
    let down = String::from_utf8_lossy(&all[..k]).into_owned();
    // `down` plus one in its last digit; a carry out of the first digit changes the
    // exponent, and such a candidate is left to Rust's choice.
    let mut up = all[..k].to_vec();
    let mut i = k;
    while i > 0 {
        i -= 1;
        if up[i] == b'9' {
            up[i] = b'0';
        } else {
            up[i] += 1;
            break;
        }
    }
    let up = String::from_utf8_lossy(&up).into_owned();
    let parses_to_x = |d: &str| {
        let text = if d.len() > 1 {
            format!("{}.{}e{exp}", &d[..1], &d[1..])
        } else {
            format!("{d}e{exp}")
        };
        text.parse::<f64>().ok() == Some(x)
    };
    let even = |d: &str| d.bytes().last().is_some_and(|c| (c - b'0').is_multiple_of(2));
    for cand in [down, up] {
        if cand.len() == k && cand != "0".repeat(k) && even(&cand) && parses_to_x(&cand) {
            return cand;
        }
    }
    digits
}

pub fn py_float_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let sci = format!("{:e}", x); // e.g. "-1.2345e-5", shortest round-trip digits
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let (sign, mant) = match mant.strip_prefix('-') {
        Some(m) => ("-", m),
        None => ("", mant),
    };
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let digits = ties_to_even(x.abs(), digits, exp);
    if !(-4..16).contains(&exp) {
        let m = if digits.len() > 1 {
            format!("{}.{}", &digits[..1], &digits[1..])
        } else {
            digits.clone()
        };
        let es = if exp < 0 { '-' } else { '+' };
        return format!("{sign}{m}e{es}{:02}", exp.abs());
    }
    let point = exp + 1; // digits before the decimal point
    let s = if point <= 0 {
        format!("0.{}{}", "0".repeat((-point) as usize), digits)
    } else if point as usize >= digits.len() {
        format!("{}{}.0", digits, "0".repeat(point as usize - digits.len()))
    } else {
        format!("{}.{}", &digits[..point as usize], &digits[point as usize..])
    };
    format!("{sign}{s}")
}

fn ser_float<S: Serializer>(x: &f64, s: S) -> Result<S::Ok, S::Error> {
    if x.is_finite() { s.serialize_f64(*x) } else { s.serialize_str(&py_float_repr(*x)) }
}

fn de_float<'de, D: Deserializer<'de>>(d: D) -> Result<f64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum F {
        N(f64),
        S(String),
    }
    match F::deserialize(d)? {
        F::N(x) => Ok(x),
        F::S(s) => match s.as_str() {
            "inf" => Ok(f64::INFINITY),
            "-inf" => Ok(f64::NEG_INFINITY),
            "nan" => Ok(f64::NAN),
            _ => Err(serde::de::Error::custom(format!(
                "expected a float or inf/-inf/nan, found `{s}`"
            ))),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Exact decimal ties between two shortest strings, as Python 3 prints them: the even
    /// last digit where both round-trip (`...062e-07`), the only one that does next to a
    /// power of two (`2**-24` is `...063e-08`). Checked against Python's repr on 2,040 values
    /// `k * 2**-n` and random ones while writing this.
    #[test]
    fn ties_print_as_python_does() {
        for (x, s) in [
            (5.0 * 2f64.powi(-23), "5.960464477539062e-07"),
            (2f64.powi(-24), "5.960464477539063e-08"),
            (6.723403930664062e-05, "6.723403930664062e-05"),
            (1.3589859008789062e-05, "1.3589859008789062e-05"),
            (2f64.powi(-25), "2.9802322387695312e-08"),
            (-5.0 * 2f64.powi(-23), "-5.960464477539062e-07"),
        ] {
            assert_eq!(py_float_repr(x), s);
        }
    }

    #[test]
    fn float_repr_matches_python() {
        for (x, s) in [
            (1e-06, "1e-06"),
            (1e-6 * 1.5, "1.5e-06"),
            (0.0001, "0.0001"),
            (2.0, "2.0"),
            (0.5, "0.5"),
            (-3.25, "-3.25"),
            (1e16, "1e+16"),
            (123456789012345.0, "123456789012345.0"),
            (0.1, "0.1"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (-0.0, "-0.0"),
            (0.7978845608028654, "0.7978845608028654"),
            (1.702, "1.702"),
        ] {
            assert_eq!(py_float_repr(x), s);
        }
    }
}
