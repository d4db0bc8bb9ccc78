//! Tokens of the Python subset Inductor's pattern sources are written in. Newlines inside
//! brackets are joined, as Python does, so a statement is one logical line.
use super::parse::ParseError;

#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    Name(String),
    Int(i64),
    Float(f64),
    Str(String),
    Punct(char),
    Newline,
    Eof,
}

impl Tok {
    pub fn describe(&self) -> String {
        match self {
            Tok::Name(n) => format!("`{n}`"),
            Tok::Int(i) => format!("`{i}`"),
            Tok::Float(f) => format!("`{f}`"),
            Tok::Str(s) => format!("string {s:?}"),
            Tok::Punct(c) => format!("`{c}`"),
            Tok::Newline => "end of line".into(),
            Tok::Eof => "end of input".into(),
        }
    }
}

/// A token and where it starts (1-based line and column, in characters).
#[derive(Debug, Clone, PartialEq)]
pub struct Spanned {
    pub tok: Tok,
    pub line: usize,
    pub col: usize,
}

pub fn tokenize(src: &str) -> Result<Vec<Spanned>, ParseError> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1usize, 1usize);
    let mut open: Vec<char> = Vec::new();
    let err = |line, col, expected: &str, found: String| ParseError {
        line,
        col,
        expected: expected.into(),
        found,
    };
    while i < chars.len() {
        let c = chars[i];
        let (l0, c0) = (line, col);
        let adv = |i: &mut usize, line: &mut usize, col: &mut usize| {
            if chars[*i] == '\n' {
                *line += 1;
                *col = 1;
            } else {
                *col += 1;
            }
            *i += 1;
        };
        match c {
            '\n' => {
                if open.is_empty()
                    && !matches!(out.last(), None | Some(Spanned { tok: Tok::Newline, .. }))
                {
                    out.push(Spanned { tok: Tok::Newline, line: l0, col: c0 });
                }
                adv(&mut i, &mut line, &mut col);
            }
            ' ' | '\t' | '\r' => adv(&mut i, &mut line, &mut col),
            '\\' if chars.get(i + 1) == Some(&'\n') => {
                adv(&mut i, &mut line, &mut col);
                adv(&mut i, &mut line, &mut col);
            }
            '#' => {
                while i < chars.len() && chars[i] != '\n' {
                    adv(&mut i, &mut line, &mut col);
                }
            }
            '(' | '[' | '{' | ')' | ']' | '}' | ',' | '=' | '.' | '-' | '+' | ':' | '*' => {
                // A number may start with `.` (`.5`).
                if c == '.' && chars.get(i + 1).is_some_and(char::is_ascii_digit) {
                    let (tok, n) = number(&chars[i..]).map_err(|f| err(l0, c0, "a number", f))?;
                    for _ in 0..n {
                        adv(&mut i, &mut line, &mut col);
                    }
                    out.push(Spanned { tok, line: l0, col: c0 });
                    continue;
                }
                match c {
                    '(' | '[' | '{' => open.push(c),
                    ')' | ']' | '}' => {
                        let want = match open.pop() {
                            None => {
                                return Err(err(
                                    l0,
                                    c0,
                                    "an expression",
                                    format!("unbalanced `{c}`"),
                                ));
                            }
                            Some('(') => ')',
                            Some('[') => ']',
                            Some(_) => '}',
                        };
                        if want != c {
                            return Err(err(l0, c0, &format!("`{want}`"), format!("`{c}`")));
                        }
                    }
                    _ => {}
                }
                out.push(Spanned { tok: Tok::Punct(c), line: l0, col: c0 });
                adv(&mut i, &mut line, &mut col);
            }
            '\'' | '"' => {
                let q = c;
                let mut s = String::new();
                adv(&mut i, &mut line, &mut col);
                loop {
                    match chars.get(i) {
                        None | Some('\n') => {
                            return Err(err(l0, c0, "a closing quote", "end of line".into()));
                        }
                        Some(&ch) if ch == q => {
                            adv(&mut i, &mut line, &mut col);
                            break;
                        }
                        Some('\\') => {
                            adv(&mut i, &mut line, &mut col);
                            let e = chars.get(i).copied().unwrap_or('\\');
                            s.push(match e {
                                'n' => '\n',
                                't' => '\t',
                                'r' => '\r',
                                other => other,
                            });
                            if i < chars.len() {
                                adv(&mut i, &mut line, &mut col);
                            }
                        }
                        Some(&ch) => {
                            s.push(ch);
                            adv(&mut i, &mut line, &mut col);
                        }
                    }
                }
                out.push(Spanned { tok: Tok::Str(s), line: l0, col: c0 });
            }
            c if c.is_ascii_digit() => {
                let (tok, n) = number(&chars[i..]).map_err(|f| err(l0, c0, "a number", f))?;
                for _ in 0..n {
                    adv(&mut i, &mut line, &mut col);
                }
                out.push(Spanned { tok, line: l0, col: c0 });
            }
            c if c.is_alphabetic() || c == '_' => {
                let mut s = String::new();
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    s.push(chars[i]);
                    adv(&mut i, &mut line, &mut col);
                }
                out.push(Spanned { tok: Tok::Name(s), line: l0, col: c0 });
            }
            other => return Err(err(l0, c0, "an expression", format!("`{other}`"))),
        }
    }
    if let Some(o) = open.last() {
        let close = match o {
            '(' => ')',
            '[' => ']',
            _ => '}',
        };
        return Err(err(line, col, &format!("`{close}`"), "end of input".into()));
    }
    out.push(Spanned { tok: Tok::Newline, line, col });
    out.push(Spanned { tok: Tok::Eof, line, col });
    Ok(out)
}

/// A Python int (decimal, `0x`, `0o`, `0b`, `_` separators) or float; returns the token and
/// how many characters it used.
fn number(cs: &[char]) -> Result<(Tok, usize), String> {
    let mut n = 0;
    while n < cs.len() && (cs[n].is_ascii_alphanumeric() || cs[n] == '_' || cs[n] == '.') {
        // An exponent sign belongs to the number (`1e-5`).
        n += 1;
        if n < cs.len()
            && matches!(cs[n], '+' | '-')
            && matches!(cs[n - 1], 'e' | 'E')
            && !is_radix(cs)
        {
            n += 1;
        }
    }
    let text: String = cs[..n].iter().filter(|&&c| c != '_').collect();
    let lower = text.to_ascii_lowercase();
    let radix = match lower.get(..2) {
        Some("0x") => Some(16),
        Some("0o") => Some(8),
        Some("0b") => Some(2),
        _ => None,
    };
    if let Some(r) = radix {
        return i64::from_str_radix(&lower[2..], r)
            .map(|v| (Tok::Int(v), n))
            .map_err(|_| format!("`{text}`"));
    }
    if let Ok(v) = text.parse::<i64>() {
        return Ok((Tok::Int(v), n));
    }
    text.parse::<f64>().map(|v| (Tok::Float(v), n)).map_err(|_| format!("`{text}`"))
}

fn is_radix(cs: &[char]) -> bool {
    cs.first() == Some(&'0') && matches!(cs.get(1), Some('x' | 'X' | 'o' | 'O' | 'b' | 'B'))
}
