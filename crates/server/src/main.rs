use cardsmith_server::{App, Config, doctor, http, staff, store, telemetry};
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
    /// Check the configured model providers: reachability, each model's
    /// status with its vendor, and the options the image form will offer.
    /// Exits with 1 when the image model cannot be used.
    Doctor,
    /// Print the OpenAPI document of the API as JSON.
    Openapi,
    /// Write a consistent copy of the SQLite database to FILE, while the server runs.
    Backup {
        file: PathBuf,
        /// The data dir whose database to copy (overrides CARDSMITH_DATA_DIR).
        #[arg(long)]
        data_dir: Option<PathBuf>,
    },
    /// Give or take an account's rights in the operator console.
    Staff {
        #[command(subcommand)]
        command: StaffCommand,
        /// The data dir whose database to change (overrides CARDSMITH_DATA_DIR).
        #[arg(long, global = true)]
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

#[derive(Subcommand)]
enum StaffCommand {
    /// Make the account with this address staff, or change its role.
    Grant {
        email: String,
        /// `support` reads accounts, resends confirmations, makes small
        /// grants and moderates; `admin` may do everything.
        #[arg(long)]
        role: String,
    },
    /// Take the account's console rights away.
    Revoke { email: String },
    /// List the staff and their roles.
    List,
}

fn main() -> anyhow::Result<()> {
    keep_large_buffers_unpooled();
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
        Command::Doctor => {
            let config = Config::load()?;
            let today = chrono::Utc::now().date_naive();
            let diagnosis = doctor::diagnose(&config, today).await?;
            print!("{}", diagnosis.report);
            if !diagnosis.healthy {
                std::process::exit(1);
            }
            Ok(())
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
        Command::Staff { command, data_dir } => {
            let config = config_with(data_dir)?;
            let db = store::connect(&config.database_url()).await?;
            let said = match command {
                StaffCommand::Grant { email, role } => {
                    staff::command_line::grant(&db, &email, &role).await?
                }
                StaffCommand::Revoke { email } => staff::command_line::revoke(&db, &email).await?,
                StaffCommand::List => staff::command_line::list(&db).await?,
            };
            println!("{said}");
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

/// glibc's malloc gives each large block (a password hash's 19 MiB of argon2
/// memory, a decoded image) a mapping of its own, unmapped when freed, until
/// the first such block is freed: then it raises its threshold to that size
/// and from there on keeps blocks up to it in the arena of the thread that
/// freed them. The blocking pool's threads each have an arena, so a server
/// that had checked a few passwords kept some 190 MB it no longer used, and
/// 5,000 generations in flight added their memory on top of it. Setting the
/// threshold once turns that adjustment off: blocks of 128 KiB and more go
/// back to the system as soon as they are freed.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
fn keep_large_buffers_unpooled() {
    const THRESHOLD: libc::c_int = 128 * 1024;
    // SAFETY: mallopt only sets a parameter of the allocator, and runs here
    // before the runtime has started any other thread.
    let set = unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, THRESHOLD) };
    debug_assert_eq!(set, 1, "glibc refused M_MMAP_THRESHOLD");
}

/// Other allocators (musl's, the system's elsewhere) do not keep such blocks.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn keep_large_buffers_unpooled() {}
