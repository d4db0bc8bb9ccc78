use clap::Parser as _;

fn main() {
    let cli = quantbench::cli::Cli::parse();
    // Every file the command reads is one no output of it may replace.
    quantbench::util::read::record_reads();
    if cli.command.as_ref().is_some_and(|c| !c.opens_window()) {
        quiet_on_closed_stdout();
    }
    match quantbench::cli::main_with(cli) {
        Ok(code) => std::process::exit(code),
        Err(e) => {
            eprintln!("error: {}", message(&e));
            std::process::exit(2);
        }
    }
}

/// The error and its causes, each cause once: most errors already print their source inside
/// their own message (`the interpreter: {0}`), and `{:#}` would repeat it.
fn message(e: &anyhow::Error) -> String {
    let mut msg = String::new();
    for cause in e.chain() {
        let text = cause.to_string();
        if !msg.contains(&text) {
            if !msg.is_empty() {
                msg.push_str(": ");
            }
            msg.push_str(&text);
        }
    }
    msg
}

/// `quantbench inspect FILE | head -1`: once the reader is gone, the next write to stdout ends
/// the process as it ends `cat` (SIGPIPE's default action), instead of Rust's default of
/// ignoring the signal and panicking on the EPIPE. Not for the window, which writes to no pipe
/// and talks to the desktop portal over sockets, where EPIPE is an error to handle.
fn quiet_on_closed_stdout() {
    #[cfg(unix)]
    // SAFETY: restoring a signal's default action; no handler runs.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
