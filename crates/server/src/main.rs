use cardsmith_server::{App, Config, http, telemetry};
use clap::{Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "cardsmith", version, about = "AI greeting cards and images")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Start the web server.
    Serve {
        /// Address to listen on (overrides CARDSMITH_ADDR).
        #[arg(long)]
        addr: Option<SocketAddr>,
        /// Folder for the SQLite database, images and the email outbox (overrides CARDSMITH_DATA_DIR).
        #[arg(long)]
        data_dir: Option<PathBuf>,
    },
    /// Print the OpenAPI document of the API as JSON.
    Openapi,
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Serve { addr, data_dir } => {
            let mut config = Config::load()?;
            if let Some(addr) = addr {
                config.addr = addr;
            }
            if let Some(dir) = data_dir {
                config.data_dir = dir;
            }
            telemetry::init(config.log_format);
            App::build(config).await?.run_until_stopped().await
        }
        Command::Openapi => {
            println!("{}", http::openapi().to_pretty_json()?);
            Ok(())
        }
    }
}
