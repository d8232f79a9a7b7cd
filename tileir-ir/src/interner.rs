//! Append-only uniquing tables shared by every thread.
//!
//! Types, attributes (locations included) and strings are uniqued: each
//! distinct value is stored once and named by a `u32` index. Entries never move
//! and are never freed while the [`crate::Context`] lives, so a lookup hands out
//! a plain `&T` without holding a lock. Insertion takes a write lock on the
//! hash index only; readers of existing entries take no lock at all.

use rustc_hash::FxHasher;
use smallvec::SmallVec;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::RwLock;

type FxBuild = BuildHasherDefault<FxHasher>;

/// A uniquing table: `intern` returns the same index for equal values.
pub(crate) struct Uniquer<T> {
    items: boxcar::Vec<T>,
    /// hash -> indices of the items with that hash (almost always one).
    index: RwLock<HashMap<u64, SmallVec<[u32; 1]>, FxBuild>>,
}

impl<T: Hash + Eq> Uniquer<T> {
    pub(crate) fn new() -> Self {
        Uniquer {
            items: boxcar::Vec::new(),
            index: RwLock::new(HashMap::default()),
        }
    }

    fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
        let mut h = FxHasher::default();
        value.hash(&mut h);
        h.finish()
    }

    /// Returns the index of `value`, inserting it if it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        let hash = Self::hash_of(&value);
        if let Some(found) = self.find(hash, |item| *item == value) {
            return found;
        }
        let mut index = self.index.write().unwrap_or_else(|e| e.into_inner());
        let bucket = index.entry(hash).or_default();
        // Another thread may have inserted it between our read and write lock.
        for &i in bucket.iter() {
            if self.items[i as usize] == value {
                return i;
            }
        }
        let i = self.items.push(value);
        let i = u32::try_from(i).expect("more than 4 billion uniqued entries");
        bucket.push(i);
        i
    }

    /// Looks up an entry by a borrowed form with the same hash as `T`.
    pub(crate) fn find(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32> {
        let index = self.index.read().unwrap_or_else(|e| e.into_inner());
        index
            .get(&hash)?
            .iter()
            .copied()
            .find(|&i| eq(&self.items[i as usize]))
    }

    pub(crate) fn get(&self, i: u32) -> &T {
        &self.items[i as usize]
    }

    /// Number of entries (ids below it are valid).
    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }
}

/// String interning: `Symbol`s for op names, attribute names, symbol names, file names.
pub(crate) struct StringTable {
    table: Uniquer<Box<str>>,
}

impl StringTable {
    pub(crate) fn new() -> Self {
        StringTable {
            table: Uniquer::new(),
        }
    }

    pub(crate) fn intern(&self, s: &str) -> u32 {
        // `Box<str>` hashes like `str`, so the borrowed lookup needs no allocation.
        let hash = Uniquer::<Box<str>>::hash_of(s);
        if let Some(i) = self.table.find(hash, |item| &**item == s) {
            return i;
        }
        self.table.intern(s.into())
    }

    pub(crate) fn lookup(&self, s: &str) -> Option<u32> {
        let hash = Uniquer::<Box<str>>::hash_of(s);
        self.table.find(hash, |item| &**item == s)
    }

    pub(crate) fn get(&self, i: u32) -> &str {
        self.table.get(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_is_idempotent_and_distinguishes_values() {
        let t = StringTable::new();
        let a = t.intern("arith.addi");
        let b = t.intern("arith.subi");
        assert_ne!(a, b);
        assert_eq!(t.intern("arith.addi"), a);
        assert_eq!(t.get(b), "arith.subi");
        assert_eq!(t.lookup("nope"), None);
    }

    #[test]
    fn concurrent_interning_agrees() {
        let t = std::sync::Arc::new(StringTable::new());
        let handles: Vec<_> = (0..4)
            .map(|_| {
                let t = t.clone();
                std::thread::spawn(move || {
                    (0..1000)
                        .map(|i| t.intern(&format!("s{i}")))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert!(results.windows(2).all(|w| w[0] == w[1]));
        assert_eq!(t.table.len(), 1000);
    }
}
