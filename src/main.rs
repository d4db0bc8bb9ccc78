use clap::Parser as _;

fn main() {
    let cli = quantbench::cli::Cli::parse();
    match quantbench::cli::main_with(cli) {
        Ok(code) => std::process::exit(code),
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::exit(2);
        }
    }
}
