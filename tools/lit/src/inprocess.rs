//! Running an in-process [`Tool`] like a child process: a panic becomes a
//! crash (exit status -6, like SIGABRT) with the panic message on stderr,
//! instead of unwinding into the runner.

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;
use tool_io::{Tool, ToolIo};

/// Exit status reported for a panicking tool (a process killed by SIGABRT).
pub const CRASH_STATUS: i32 = -6;

thread_local! {
    /// While a tool runs on this thread: the panic message, once it panics.
    static CAPTURE: RefCell<Option<String>> = const { RefCell::new(None) };
}

static HOOK: Once = Once::new();

/// Installs (once per process) a panic hook that, on a thread running an
/// in-process tool, records the message instead of printing it.
fn install_hook() {
    HOOK.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            let captured = CAPTURE.with(|c| {
                let mut c = c.borrow_mut();
                match c.as_mut() {
                    Some(msg) => {
                        let payload = info.payload();
                        let text = payload
                            .downcast_ref::<&str>()
                            .map(|s| s.to_string())
                            .or_else(|| payload.downcast_ref::<String>().cloned())
                            .unwrap_or_else(|| "Box<dyn Any>".into());
                        let loc = info
                            .location()
                            .map(|l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()))
                            .unwrap_or_default();
                        *msg = format!("panicked{loc}:\n{text}");
                        true
                    }
                    None => false,
                }
            });
            if !captured {
                previous(info);
            }
        }));
    });
}

/// Runs `tool`; a panic is reported on the tool's stderr and as [`CRASH_STATUS`].
pub fn run_tool(tool: &dyn Tool, args: &[String], io: &mut ToolIo<'_>) -> i32 {
    install_hook();
    let outer = CAPTURE.with(|c| c.borrow_mut().replace(String::new()));
    let result = panic::catch_unwind(AssertUnwindSafe(|| tool.run(args, io)));
    let msg = CAPTURE.with(|c| std::mem::replace(&mut *c.borrow_mut(), outer));
    match result {
        Ok(code) => {
            let _ = io.stdout.flush();
            code
        }
        Err(_) => {
            let _ = io.stdout.flush();
            let _ = writeln!(
                io.stderr,
                "{}: in-process tool crashed: {}",
                tool.name(),
                msg.unwrap_or_default()
            );
            CRASH_STATUS
        }
    }
}
