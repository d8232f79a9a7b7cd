//! Running the interestingness test on a candidate: the test program with
//! its arguments and the candidate's path last, as llvm-reduce does; exit
//! status 0 means "still interesting". A test that outlives the timeout is
//! killed and counts as uninteresting.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use wait_timeout::ChildExt;

/// How to run the test.
#[derive(Debug, Clone)]
pub struct Oracle {
    /// The program and its arguments; the candidate's path is appended.
    pub command: Vec<String>,
    pub cwd: PathBuf,
    pub env: BTreeMap<String, String>,
    pub timeout: Option<Duration>,
}

/// What one run of the test said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    Interesting,
    /// Exited with this status (`None`: killed by a signal).
    Boring(Option<i32>),
    TimedOut,
    /// The test could not be started.
    Error(String),
}

impl Oracle {
    /// Runs the test on the file at `path`.
    pub fn judge(&self, path: &Path) -> Verdict {
        let Some((program, args)) = self.command.split_first() else {
            return Verdict::Error("no test command".into());
        };
        let child = Command::new(program)
            .args(args)
            .arg(path)
            .current_dir(&self.cwd)
            .env_clear()
            .envs(&self.env)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn();
        let mut child = match child {
            Ok(c) => c,
            Err(e) => return Verdict::Error(format!("cannot run '{program}': {e}")),
        };
        let status = match self.timeout {
            None => child.wait().map(Some),
            Some(t) => child.wait_timeout(t),
        };
        match status {
            Ok(Some(s)) if s.success() => Verdict::Interesting,
            Ok(Some(s)) => Verdict::Boring(s.code()),
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                Verdict::TimedOut
            }
            Err(e) => Verdict::Error(format!("waiting for the test: {e}")),
        }
    }
}
