//! The process edge for output: writing `-o` atomically (a temporary file in
//! the target directory, renamed into place only when the run succeeded, so a
//! failing run never leaves a partial or empty file).
//!
//! The printed IR is streamed into the destination as it is printed (see
//! [`crate::pipeline::Output`]), never held whole in memory; the temporary
//! file is what keeps `-o` atomic.

use crate::input::reason;
use crate::pipeline::Output;
use std::io::Write;
use tool_io::ToolIo;

/// Where the printed IR goes.
pub enum OutputSink {
    Stdout,
    /// `-o file`: a temporary file next to it, persisted on success.
    File {
        name: String,
        path: std::path::PathBuf,
        temp: tempfile::NamedTempFile,
    },
    /// An existing non-regular file (device, FIFO), opened for writing.
    Special {
        name: String,
        file: std::fs::File,
    },
}

impl OutputSink {
    /// Opens the output before any work, as mlir-opt does, so an unwritable
    /// destination fails early.
    pub fn open(output: Option<&str>, io: &ToolIo<'_>) -> Result<OutputSink, String> {
        let Some(name) = output.filter(|&o| o != "-") else {
            return Ok(OutputSink::Stdout);
        };
        let path = io.resolve(name);
        // A device or FIFO (`-o /dev/null`) is written in place, as mlir-opt
        // does: renaming a temporary file over it would replace the device.
        if let Ok(meta) = std::fs::metadata(&path) {
            if !meta.is_file() && !meta.is_dir() {
                let file = std::fs::OpenOptions::new()
                    .write(true)
                    .open(&path)
                    .map_err(|e| format!("cannot open output file '{name}': {}", reason(&e)))?;
                return Ok(OutputSink::Special {
                    name: name.to_string(),
                    file,
                });
            }
        }
        let dir = match path.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => io.cwd.to_path_buf(),
        };
        let temp = tempfile::Builder::new()
            .prefix(".tileir-opt-")
            .suffix(".tmp")
            .tempfile_in(&dir)
            .map_err(|e| format!("cannot open output file '{name}': {}", reason(&e)))?;
        Ok(OutputSink::File {
            name: name.to_string(),
            path,
            temp,
        })
    }

    /// Writes `output`: to stdout always (mlir-opt prints what succeeded),
    /// to the file only when the run succeeded. A file is written to its
    /// temporary and renamed into place once complete; a failed write (or
    /// a panic while printing) leaves no file.
    pub fn finish(
        self,
        output: Output<'_>,
        success: bool,
        io: &mut ToolIo<'_>,
    ) -> Result<(), String> {
        match self {
            OutputSink::Stdout => {
                // As before streaming: a closed stdout is not an error.
                let _ = output.write_to(&mut *io.stdout);
                let _ = io.stdout.flush();
                Ok(())
            }
            OutputSink::File {
                name,
                path,
                mut temp,
            } => {
                if !success {
                    return Ok(());
                }
                let fail =
                    |e: std::io::Error| format!("cannot open output file '{name}': {}", reason(&e));
                let mut writer = std::io::BufWriter::new(temp.as_file_mut());
                output.write_to(&mut writer).map_err(fail)?;
                writer.flush().map_err(fail)?;
                drop(writer);
                set_default_permissions(temp.as_file());
                temp.persist(&path).map_err(|e| fail(e.error))?;
                Ok(())
            }
            OutputSink::Special { name, mut file } => {
                if !success {
                    return Ok(());
                }
                let fail =
                    |e: std::io::Error| format!("cannot open output file '{name}': {}", reason(&e));
                let mut writer = std::io::BufWriter::new(&mut file);
                output.write_to(&mut writer).map_err(fail)?;
                writer.flush().map_err(fail)?;
                Ok(())
            }
        }
    }
}

/// Temporary files are created `0600`; give the output the usual `0644`.
#[cfg(unix)]
fn set_default_permissions(file: &std::fs::File) {
    use std::os::unix::fs::PermissionsExt;
    let _ = file.set_permissions(std::fs::Permissions::from_mode(0o644));
}

#[cfg(not(unix))]
fn set_default_permissions(_file: &std::fs::File) {}
