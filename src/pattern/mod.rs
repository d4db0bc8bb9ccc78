//! Inductor's pattern matcher (`torch/_inductor/pattern_matcher.py`), ported: the
//! `PatternExpr` classes ([`expr`]), their textual form = Inductor's Python constructor syntax
//! ([`parse`]), `_match` with Inductor's `FailedMatch` reasons ([`matcher`], [`failure`]),
//! named extra checks ([`checks`]), replacements written as FX text ([`replace`]),
//! `PatternMatcherPass` with every attempt recorded ([`pass`], rendered by [`trace`]) and TOML pattern files ([`file`]).
pub mod checks;
pub mod edit;
pub mod expr;
pub mod failure;
pub mod file;
mod lex;
pub mod library;
pub mod matcher;
pub mod parse;
pub mod pass;
pub mod replace;
pub mod trace;
pub mod wrap;

pub use expr::{CallExpr, CallKind, ExprId, Pattern, PatternExpr, Slot, Target, Users};
pub use failure::{FailedMatch, Reason};
pub use file::{
    BUILTIN, FileEntry, PatternFileError, builtin_entries, load_pattern_file, parse_pattern_file,
    pass_from,
};
pub use matcher::{Match, match_node};
pub use parse::{ParseError, PatternModule, parse_module, parse_pattern};
pub use pass::{PassOptions, PassReport, PatternEntry, PatternMatcherPass};
pub use replace::{Replacement, RewriteError, replace_with_graph};
pub use trace::{Attempt, AttemptText, Detail, Outcome, Trace};
pub use wrap::WrapSpec;
