//! The process edge for input: reading the input file or stdin (through
//! [`ToolIo`]) and checking that it is UTF-8, or reading it as TileIR
//! bytecode when it starts with the bytecode magic.
//!
//! A large regular file is mapped read-only instead of read into the heap
//! (Linux; LLVM's `MemoryBuffer` does the same). The parser reports the text
//! it has parsed ([`SourceRelease`]) and those pages are dropped from memory,
//! so a 100 MB input is never resident whole next to the IR built from it; a
//! diagnostic that needs a dropped line reads it back from the file. As with
//! LLVM, a file changed while the tool runs is not supported.

use std::sync::Arc;
use tileir_dialects::cuda_tile::bytecode;
use tileir_ir::parser::SourceRelease;
use tileir_ir::{Context, Diagnostic, SourceFile, SourceMgr};
use tool_io::ToolIo;

/// Files at least this large are mapped rather than read.
const MAP_AT_LEAST: u64 = 1 << 20;

/// UTF-8 is checked in steps of this many bytes, each dropped once checked.
const CHECK_STEP: usize = 4 << 20;

/// The input as read: its name in locations and its bytes.
pub struct Input {
    name: String,
    bytes: Bytes,
}

enum Bytes {
    Heap(Vec<u8>),
    #[cfg(target_os = "linux")]
    Mapped(Arc<mapping::Mapping>),
}

/// The input's text, known to be UTF-8.
pub enum InputText {
    Heap(String),
    /// Only built from a mapping whose bytes were checked to be UTF-8.
    #[cfg(target_os = "linux")]
    Mapped(Arc<mapping::Mapping>),
}

/// An OS error as LLVM words it (`No such file or directory`).
pub fn reason(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_string(),
        None => s,
    }
}

/// Reads the input (`-` is stdin, named `<stdin>` in locations).
pub fn read_input(input: &str, io: &mut ToolIo<'_>) -> Result<Input, String> {
    let cannot_open =
        |e: std::io::Error| format!("cannot open input file '{input}': {}", reason(&e));
    if input == "-" {
        let mut bytes = Vec::new();
        io.stdin.read_to_end(&mut bytes).map_err(cannot_open)?;
        return Ok(Input {
            name: "<stdin>".to_string(),
            bytes: Bytes::Heap(bytes),
        });
    }
    let path = io.resolve(input);
    let file = std::fs::File::open(&path).map_err(cannot_open)?;
    #[cfg(target_os = "linux")]
    if let Ok(meta) = file.metadata() {
        if meta.is_file() && meta.len() >= MAP_AT_LEAST {
            if let Some(m) = mapping::Mapping::map(&file, meta.len()) {
                return Ok(Input {
                    name: input.to_string(),
                    bytes: Bytes::Mapped(Arc::new(m)),
                });
            }
        }
    }
    let mut bytes = Vec::new();
    let mut file = file;
    std::io::Read::read_to_end(&mut file, &mut bytes).map_err(cannot_open)?;
    Ok(Input {
        name: input.to_string(),
        bytes: Bytes::Heap(bytes),
    })
}

impl Input {
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The raw bytes (for tools that read bytecode only).
    pub fn into_bytes(self) -> Vec<u8> {
        match self.bytes {
            Bytes::Heap(b) => b,
            #[cfg(target_os = "linux")]
            Bytes::Mapped(m) => m.bytes().to_vec(),
        }
    }

    /// The text, or the rendered `file:line:col: error:` for the first
    /// invalid UTF-8 byte. TileIR bytecode (known by its magic) is read
    /// into the text of its module instead.
    pub fn into_text(self) -> Result<InputText, String> {
        let bytes: &[u8] = match &self.bytes {
            Bytes::Heap(b) => b,
            #[cfg(target_os = "linux")]
            Bytes::Mapped(m) => m.bytes(),
        };
        if bytecode::format::is_bytecode(bytes) {
            return bytecode_text(bytes).map(InputText::Heap);
        }
        match self.bytes {
            Bytes::Heap(bytes) => match String::from_utf8(bytes) {
                Ok(text) => Ok(InputText::Heap(text)),
                Err(e) => Err(utf8_error(&self.name, e.as_bytes())),
            },
            #[cfg(target_os = "linux")]
            Bytes::Mapped(m) => {
                if is_utf8_releasing(m.bytes(), |r| m.release(r)) {
                    Ok(InputText::Mapped(m))
                } else {
                    Err(utf8_error(&self.name, m.bytes()))
                }
            }
        }
    }
}

impl InputText {
    /// Lets the parser drop the text it has parsed from memory (mapped input only).
    pub fn release_hook(&self) -> Option<SourceRelease> {
        match self {
            InputText::Heap(_) => None,
            #[cfg(target_os = "linux")]
            InputText::Mapped(m) => {
                let m = m.clone();
                Some(SourceRelease(Arc::new(move |r| m.release(r))))
            }
        }
    }
}

impl std::ops::Deref for InputText {
    type Target = str;

    fn deref(&self) -> &str {
        match self {
            InputText::Heap(s) => s,
            // SAFETY: `Mapped` is only built after `is_utf8_releasing`
            // accepted these bytes, and the mapping is read-only.
            #[cfg(target_os = "linux")]
            InputText::Mapped(m) => unsafe { std::str::from_utf8_unchecked(m.bytes()) },
        }
    }
}

/// A bytecode file's module as text, or the reader's error rendered as
/// cuda-tile-translate does (reader errors carry no source location).
pub fn bytecode_text(bytes: &[u8]) -> Result<String, String> {
    bytecode::reader::read_to_text(bytes).map_err(|e| format!("<unknown>:0: error: {e}\n"))
}

/// Whether `bytes` is UTF-8, checked in steps; `release` gets each checked step.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn is_utf8_releasing(bytes: &[u8], release: impl Fn(std::ops::Range<usize>)) -> bool {
    let mut start = 0;
    while start < bytes.len() {
        let mut end = (start + CHECK_STEP).min(bytes.len());
        // Cut before a character's continuation bytes (at most three).
        for _ in 0..3 {
            if end < bytes.len() && bytes[end] & 0xC0 == 0x80 {
                end -= 1;
            }
        }
        if std::str::from_utf8(&bytes[start..end]).is_err() {
            return false;
        }
        release(start..end);
        start = end;
    }
    true
}

/// Renders an error at the first invalid byte (`file:line:col: error: ...`,
/// its line and a caret).
pub fn utf8_error(file: &str, bytes: &[u8]) -> String {
    let valid_up_to = std::str::from_utf8(bytes)
        .err()
        .map_or(bytes.len(), |e| e.valid_up_to());
    let valid = &bytes[..valid_up_to];
    let line = valid.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
    let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let col = (valid_up_to - line_start) as u32 + 1;
    let ctx = Context::with_dialects(&[]);
    let mut sm = SourceMgr::new();
    sm.add(SourceFile::new(file, String::from_utf8_lossy(bytes)));
    let diag = Diagnostic::error(
        ctx.file_loc(file, line, col),
        "invalid UTF-8 byte sequence in input",
    );
    sm.render(&ctx, &diag)
}

#[cfg(target_os = "linux")]
mod mapping {
    /// A read-only private mapping of a whole file.
    pub struct Mapping {
        ptr: *mut libc::c_void,
        len: usize,
    }

    // SAFETY: the mapping is read-only and only unmapped on drop.
    unsafe impl Send for Mapping {}
    unsafe impl Sync for Mapping {}

    impl Mapping {
        /// Maps `len` bytes of `file`; `None` if the kernel refuses.
        pub fn map(file: &std::fs::File, len: u64) -> Option<Mapping> {
            use std::os::fd::AsRawFd;
            let len = usize::try_from(len).ok()?;
            // SAFETY: a fresh read-only mapping of an open file; checked below.
            let ptr = unsafe {
                libc::mmap(
                    std::ptr::null_mut(),
                    len,
                    libc::PROT_READ,
                    libc::MAP_PRIVATE,
                    file.as_raw_fd(),
                    0,
                )
            };
            (ptr != libc::MAP_FAILED).then_some(Mapping { ptr, len })
        }

        pub fn bytes(&self) -> &[u8] {
            // SAFETY: `ptr` maps `len` readable bytes for the life of `self`.
            unsafe { std::slice::from_raw_parts(self.ptr as *const u8, self.len) }
        }

        /// Drops the whole pages inside `range` from memory; reading them
        /// again faults them back in from the file.
        pub fn release(&self, range: std::ops::Range<usize>) {
            let page = 4096;
            let start = range.start.div_ceil(page) * page;
            let end = range.end.min(self.len) / page * page;
            if start < end {
                // SAFETY: the range lies inside this live mapping, and
                // MADV_DONTNEED on a private, never-written file mapping only
                // drops clean pages.
                unsafe {
                    libc::madvise(
                        self.ptr.cast::<u8>().add(start).cast(),
                        end - start,
                        libc::MADV_DONTNEED,
                    );
                }
            }
        }
    }

    impl Drop for Mapping {
        fn drop(&mut self) {
            // SAFETY: unmaps exactly what `map` mapped, once.
            unsafe {
                libc::munmap(self.ptr, self.len);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_is_checked_across_step_boundaries() {
        let released = std::cell::RefCell::new(Vec::new());
        let record = |r: std::ops::Range<usize>| released.borrow_mut().push(r);
        // A 3-byte character straddling the first step boundary.
        let mut text = "a".repeat(CHECK_STEP - 1);
        text.push('€');
        text.push_str("tail");
        assert!(is_utf8_releasing(text.as_bytes(), record));
        let ranges = released.borrow().clone();
        assert_eq!(ranges, vec![0..CHECK_STEP - 1, CHECK_STEP - 1..text.len()]);
        // An invalid byte after the first step.
        let mut bad = text.into_bytes();
        let at = bad.len() - 2;
        bad[at] = 0xFF;
        assert!(!is_utf8_releasing(&bad, |_| {}));
        // A character cut by the end of the input.
        assert!(!is_utf8_releasing(&"€".as_bytes()[..2], |_| {}));
    }
}
