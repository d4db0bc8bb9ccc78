//! FX's node naming: a name that would shadow a Python builtin or keyword, or one of the
//! globals FX's generated code imports, gets a `_1` suffix from its first use
//! (`torch.fx.graph._illegal_names`), which is why post-grad graphs print `sum_1`, `pow_1`,
//! `slice_1` and never a bare `sum`.

/// Python 3.11's `builtins` (public names), keywords, and FX's custom builtins.
#[rustfmt::skip]
const ILLEGAL: &[&str] = &[
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BaseExceptionGroup",
    "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
    "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError", "ConnectionResetError",
    "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning", "EnvironmentError",
    "Exception", "ExceptionGroup", "False", "FileExistsError", "FileNotFoundError",
    "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError", "ImportError",
    "ImportWarning", "IndentationError", "IndexError", "InterruptedError", "IsADirectoryError",
    "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError", "ModuleNotFoundError",
    "NameError", "None", "NoneType", "NotADirectoryError", "NotImplemented", "NotImplementedError",
    "OSError", "OverflowError", "PendingDeprecationWarning", "PermissionError",
    "ProcessLookupError", "RecursionError", "ReferenceError", "ResourceWarning", "RuntimeError",
    "RuntimeWarning", "StopAsyncIteration", "StopIteration", "SyntaxError", "SyntaxWarning",
    "SystemError", "SystemExit", "TabError", "TimeoutError", "True", "TypeError",
    "UnboundLocalError", "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError",
    "UnicodeTranslateError", "UnicodeWarning", "UserWarning", "ValueError", "Warning",
    "ZeroDivisionError", "abs", "aiter", "all", "and", "anext", "any", "as", "ascii", "assert",
    "async", "await", "bin", "bool", "break", "breakpoint", "bytearray", "bytes", "callable", "chr",
    "class", "classmethod", "compile", "complex", "continue", "copyright", "credits", "def", "del",
    "delattr", "device", "dict", "dir", "divmod", "elif", "else", "enumerate", "eval", "except",
    "exec", "exit", "filter", "finally", "float", "for", "format", "from", "frozenset", "fx_pytree",
    "getattr", "global", "globals", "hasattr", "hash", "help", "hex", "id", "if", "import", "in",
    "inf", "input", "int", "is", "isinstance", "issubclass", "iter", "lambda", "len", "license",
    "list", "locals", "map", "max", "memoryview", "min", "nan", "next", "nonlocal", "not", "object",
    "oct", "open", "or", "ord", "pass", "pow", "print", "property", "pytree", "quit", "raise",
    "range", "repr", "return", "reversed", "round", "set", "setattr", "slice", "sorted",
    "staticmethod", "str", "sum", "super", "torch", "try", "tuple", "type", "vars", "while", "with",
    "yield", "zip",
];

/// Whether FX renames a node called `name` (`sum` becomes `sum_1`).
pub fn is_illegal_fx_name(name: &str) -> bool {
    ILLEGAL.binary_search(&name).is_ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_list_is_sorted_for_binary_search() {
        assert!(super::ILLEGAL.windows(2).all(|w| w[0] < w[1]));
        for n in ["sum", "pow", "slice", "max", "abs", "round", "all", "any", "not", "torch"] {
            assert!(super::is_illegal_fx_name(n), "{n}");
        }
        for n in ["mul", "view", "mean", "invoke_quant", "index", "getitem"] {
            assert!(!super::is_illegal_fx_name(n), "{n}");
        }
    }
}
