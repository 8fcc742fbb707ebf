use cardsmith_server::{App, Config, http, store, telemetry};
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
    /// Write a consistent copy of the SQLite database to FILE, while the server runs.
    Backup {
        file: PathBuf,
        /// The data dir whose database to copy (overrides CARDSMITH_DATA_DIR).
        #[arg(long)]
        data_dir: Option<PathBuf>,
    },
    /// Check a backup and make it the SQLite database. Stop the server first.
    Restore {
        file: PathBuf,
        /// The data dir whose database to replace (overrides CARDSMITH_DATA_DIR).
        #[arg(long)]
        data_dir: Option<PathBuf>,
    },
}

fn main() -> anyhow::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        // Blocking work (password hashes, image work, file writes) is limited
        // by its own semaphores or is brief; a small pool keeps thousands of
        // requests finishing together from starting hundreds of threads.
        .max_blocking_threads(64)
        .build()?
        .block_on(run(Cli::parse().command))
}

async fn run(command: Command) -> anyhow::Result<()> {
    match command {
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
        Command::Backup { file, data_dir } => {
            let config = config_with(data_dir)?;
            store::backup::backup(&config.database_url(), &file).await?;
            println!("Backed up to {}", file.display());
            Ok(())
        }
        Command::Restore { file, data_dir } => {
            let config = config_with(data_dir)?;
            store::backup::restore(&file, &config.database_url()).await?;
            println!("Restored {}; start the server again", file.display());
            Ok(())
        }
    }
}

/// The configuration, with the data dir given on the command line.
fn config_with(data_dir: Option<PathBuf>) -> anyhow::Result<Config> {
    let mut config = Config::load()?;
    if let Some(dir) = data_dir {
        config.data_dir = dir;
    }
    Ok(config)
}
