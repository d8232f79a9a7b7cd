//! Bounded output capture: every byte a command writes (to a pipe buffer or
//! a redirected file) is charged to a per-command budget, so a runaway test
//! fails alone instead of exhausting memory or disk.

use std::cell::{Cell, RefCell};
use std::fs::File;
use std::io::{self, Write};
use std::rc::Rc;

/// The bytes a command may still write, shared by all its sinks.
#[derive(Clone)]
pub struct Budget {
    remaining: Rc<Cell<u64>>,
    exceeded: Rc<Cell<bool>>,
    limit: u64,
}

impl Budget {
    pub fn new(limit: u64) -> Self {
        Budget {
            remaining: Rc::new(Cell::new(limit)),
            exceeded: Rc::new(Cell::new(false)),
            limit,
        }
    }

    /// Whether some write was refused.
    pub fn exceeded(&self) -> bool {
        self.exceeded.get()
    }

    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Takes up to `want` bytes from the budget; returns how many were granted.
    pub fn take(&self, want: usize) -> usize {
        let rem = self.remaining.get();
        let grant = (want as u64).min(rem);
        self.remaining.set(rem - grant);
        if grant < want as u64 {
            self.exceeded.set(true);
        }
        grant as usize
    }
}

/// Where a stream's bytes end up.
pub enum Sink {
    Buffer(Vec<u8>),
    File(File),
}

/// A shared, budgeted writer; two handles may point to the same sink (`2>&1`).
#[derive(Clone)]
pub struct SinkHandle {
    pub sink: Rc<RefCell<Sink>>,
    pub budget: Budget,
}

impl SinkHandle {
    pub fn buffer(budget: &Budget) -> Self {
        SinkHandle {
            sink: Rc::new(RefCell::new(Sink::Buffer(Vec::new()))),
            budget: budget.clone(),
        }
    }

    pub fn file(f: File, budget: &Budget) -> Self {
        SinkHandle {
            sink: Rc::new(RefCell::new(Sink::File(f))),
            budget: budget.clone(),
        }
    }

    /// Takes the captured bytes (empty for files).
    pub fn take_buffer(&self) -> Vec<u8> {
        match &mut *self.sink.borrow_mut() {
            Sink::Buffer(v) => std::mem::take(v),
            Sink::File(_) => Vec::new(),
        }
    }

    pub fn same_as(&self, other: &SinkHandle) -> bool {
        Rc::ptr_eq(&self.sink, &other.sink)
    }
}

impl Write for SinkHandle {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if buf.is_empty() {
            return Ok(0);
        }
        let n = self.budget.take(buf.len());
        if n == 0 {
            return Err(io::Error::other(format!(
                "output limit of {} bytes exceeded",
                self.budget.limit()
            )));
        }
        match &mut *self.sink.borrow_mut() {
            Sink::Buffer(v) => {
                v.extend_from_slice(&buf[..n]);
                Ok(n)
            }
            Sink::File(f) => f.write(&buf[..n]),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut *self.sink.borrow_mut() {
            Sink::Buffer(_) => Ok(()),
            Sink::File(f) => f.flush(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_is_shared_and_enforced() {
        let b = Budget::new(10);
        let mut out = SinkHandle::buffer(&b);
        let mut err = out.clone();
        assert!(out.write_all(b"12345").is_ok());
        assert!(err.write_all(b"123456").is_err());
        assert!(b.exceeded());
        assert_eq!(out.take_buffer(), b"1234512345");
    }
}
