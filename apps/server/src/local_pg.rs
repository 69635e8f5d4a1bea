//! Finding a database for local runs: `DATABASE_URL` when set; otherwise a PostgreSQL on
//! localhost:5432; otherwise a private cluster in the data folder, started with the system's
//! PostgreSQL binaries and stopped on exit. PostgreSQL refuses to run as root, so as root the
//! cluster runs as the unprivileged user `nobody`.

use std::net::{SocketAddr, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use anyhow::{bail, Context};

/// A PostgreSQL cluster this process started.
pub struct PrivatePostgres {
    bin: PathBuf,
    data: PathBuf,
    owner: Option<(u32, u32)>,
    port: u16,
}

/// The newest `/usr/lib/postgresql/<v>/bin` with `initdb` and `pg_ctl`, or `PG_BIN`.
fn find_bin() -> anyhow::Result<PathBuf> {
    if let Ok(dir) = std::env::var("PG_BIN") {
        return Ok(PathBuf::from(dir));
    }
    let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .context("no PostgreSQL binaries in /usr/lib/postgresql (install postgresql or set PG_BIN)")?
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let v: u32 = e.file_name().to_str()?.split('.').next()?.parse().ok()?;
            let bin = e.path().join("bin");
            (bin.join("initdb").is_file() && bin.join("pg_ctl").is_file()).then_some((v, bin))
        })
        .collect();
    found.sort();
    found.pop().map(|(_, b)| b).context("no initdb/pg_ctl found under /usr/lib/postgresql")
}

/// The effective uid of this process, from /proc (Linux).
fn euid() -> u32 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(2))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(u32::MAX)
}

/// uid and gid of `nobody` from /etc/passwd.
fn nobody() -> anyhow::Result<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd")?;
    passwd
        .lines()
        .find(|l| l.starts_with("nobody:"))
        .and_then(|l| {
            let f: Vec<&str> = l.split(':').collect();
            Some((f.get(2)?.parse().ok()?, f.get(3)?.parse().ok()?))
        })
        .context("no user 'nobody' to run PostgreSQL as")
}

fn chown_tree(path: &Path, uid: u32, gid: u32) -> anyhow::Result<()> {
    std::os::unix::fs::chown(path, Some(uid), Some(gid))?;
    if path.is_dir() {
        for e in std::fs::read_dir(path)? {
            chown_tree(&e?.path(), uid, gid)?;
        }
    }
    Ok(())
}

/// Whether something accepts TCP connections at `addr` within a second.
pub fn answers(addr: &str) -> bool {
    addr.parse::<SocketAddr>().is_ok_and(|a| TcpStream::connect_timeout(&a, Duration::from_secs(1)).is_ok())
}

impl PrivatePostgres {
    /// Initialises (first time) and starts a cluster in `dir` listening on 127.0.0.1:`port`.
    ///
    /// # Errors
    /// When binaries are missing or initdb/pg_ctl fail (their log is in `dir/postgres.log`).
    pub fn start(dir: &Path, port: u16) -> anyhow::Result<Self> {
        let bin = find_bin()?;
        std::fs::create_dir_all(dir)?;
        let dir = dir.canonicalize()?;
        let owner = if euid() == 0 { Some(nobody()?) } else { None };
        if let Some((uid, gid)) = owner {
            chown_tree(&dir, uid, gid)?;
        }
        let pg = PrivatePostgres { bin, data: dir.join("data"), owner, port };
        if !pg.data.join("PG_VERSION").is_file() {
            pg.run(
                "initdb",
                &["-D", &pg.data.to_string_lossy(), "-U", "johap", "--auth=trust", "-E", "UTF8", "--no-locale"],
            )?;
        }
        let opts = format!("-p {port} -c listen_addresses=127.0.0.1 -k {}", dir.display());
        let log = dir.join("postgres.log");
        pg.run("pg_ctl", &["-D", &pg.data.to_string_lossy(), "-o", &opts, "-l", &log.to_string_lossy(), "-w", "start"])
            .with_context(|| format!("see {}", log.display()))?;
        Ok(pg)
    }

    fn run(&self, tool: &str, args: &[&str]) -> anyhow::Result<()> {
        let mut cmd = Command::new(self.bin.join(tool));
        cmd.args(args).env_remove("PGDATA");
        if let Some((uid, gid)) = self.owner {
            cmd.uid(uid).gid(gid).current_dir("/");
        }
        let out = cmd.output().with_context(|| format!("running {tool}"))?;
        if !out.status.success() {
            bail!("{tool} failed: {}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        }
        Ok(())
    }

    /// The URL of database `name` in this cluster.
    pub fn url(&self, name: &str) -> String {
        format!("postgres://johap@127.0.0.1:{}/{name}", self.port)
    }

    /// Stops the cluster (fast shutdown).
    ///
    /// # Errors
    /// When pg_ctl fails.
    pub fn stop(&self) -> anyhow::Result<()> {
        self.run("pg_ctl", &["-D", &self.data.to_string_lossy(), "-m", "fast", "-w", "stop"])
    }
}

impl Drop for PrivatePostgres {
    fn drop(&mut self) {
        if let Err(e) = self.stop() {
            tracing::warn!(error = %e, "stopping the private PostgreSQL failed");
        }
    }
}

/// The database to use, and the private cluster keeping it alive (if one was started).
pub struct Database {
    pub url: String,
    pub private: Option<PrivatePostgres>,
}

/// Picks the database as described in the module docs and creates it if missing.
///
/// # Errors
/// When no database can be found or started.
pub async fn resolve(database_url: Option<&str>, data_dir: &Path) -> anyhow::Result<Database> {
    let (url, private) = if let Some(url) = database_url {
        (url.to_string(), None)
    } else if answers("127.0.0.1:5432") {
        tracing::info!("DATABASE_URL unset; using the PostgreSQL on 127.0.0.1:5432");
        ("postgres://postgres@127.0.0.1:5432/johap".to_string(), None)
    } else {
        tracing::info!("DATABASE_URL unset and nothing on 127.0.0.1:5432; starting a private PostgreSQL");
        let dir = data_dir.join("pg");
        let pg = tokio::task::spawn_blocking(move || PrivatePostgres::start(&dir, 54329)).await??;
        (pg.url("johap"), Some(pg))
    };
    if db::admin::create_database_if_missing(&url).await.map_err(anyhow::Error::msg)? {
        tracing::info!("created the database");
    }
    Ok(Database { url, private })
}
