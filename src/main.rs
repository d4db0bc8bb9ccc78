use clap::Parser as _;

fn main() {
    let cli = quantbench::cli::Cli::parse();
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
