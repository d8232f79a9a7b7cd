//! Append-only uniquing tables shared by every thread.
//!
//! Types, attributes (locations included) and strings are uniqued: each
//! distinct value is stored once and named by a `u32` index. Entries never move
//! and are never freed while the [`crate::Context`] lives, so a lookup hands out
//! a plain `&T` without holding a lock. Interning locks one shard of the hash
//! index; readers of existing entries by id take no lock at all.

use rustc_hash::FxHasher;
use std::collections::hash_map::{Entry, HashMap};
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::sync::{Mutex, MutexGuard};

type FxBuild = BuildHasherDefault<FxHasher>;

/// A uniquing table: `intern` returns the same index for equal values.
///
/// The hash index is split into shards by hash, each behind its own lock on
/// its own cache line: parser threads intern constantly, and one shared lock
/// word would bounce between their cores on every lookup. A mutex rather than
/// a read-write lock: a read lock writes the lock word all the same, and a
/// miss would then probe the index twice (under the read and the write lock).
pub(crate) struct Uniquer<T> {
    items: boxcar::Vec<T>,
    shards: [CacheLine<Mutex<Index>>; SHARDS],
}

/// A value alone on its (128-byte, adjacent-line-prefetch) cache line:
/// locks that different threads take must not share a line.
#[derive(Default)]
#[repr(align(128))]
pub(crate) struct CacheLine<T>(pub(crate) T);

const SHARDS: usize = 16;

fn shard(hash: u64) -> usize {
    // FxHash's high bits are its best mixed.
    (hash >> 60) as usize % SHARDS
}

/// hash -> index of the item with that hash. Two different items with the
/// same 64-bit hash are rare enough that the second and later ones live in
/// a side table; keeping the main entries at 16 bytes (rather than a
/// `SmallVec` bucket per hash) halves the index, which is most of the cost
/// of interning a million distinct locations.
#[derive(Default)]
struct Index {
    first: HashMap<u64, u32, FxBuild>,
    more: HashMap<u64, Vec<u32>, FxBuild>,
}

impl Index {
    fn find(&self, hash: u64, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        let first = *self.first.get(&hash)?;
        if eq(first) {
            return Some(first);
        }
        self.more.get(&hash)?.iter().copied().find(|&i| eq(i))
    }

    fn insert(&mut self, hash: u64, i: u32) {
        match self.first.entry(hash) {
            Entry::Vacant(slot) => {
                slot.insert(i);
            }
            Entry::Occupied(_) => self.more.entry(hash).or_default().push(i),
        }
    }
}

impl<T: Hash + Eq> Uniquer<T> {
    pub(crate) fn new() -> Self {
        Uniquer {
            items: boxcar::Vec::new(),
            shards: Default::default(),
        }
    }

    pub(crate) fn hash_of<Q: Hash + ?Sized>(value: &Q) -> u64 {
        let mut h = FxHasher::default();
        value.hash(&mut h);
        h.finish()
    }

    /// Returns the index of `value`, inserting it if it is new.
    pub(crate) fn intern(&self, value: T) -> u32 {
        self.intern_hashed(Self::hash_of(&value), value)
    }

    /// [`Self::intern`] for a value whose hash (see [`Self::hash_of`]) is known.
    pub(crate) fn intern_hashed(&self, hash: u64, value: T) -> u32 {
        debug_assert_eq!(Self::hash_of(&value), hash, "wrong hash");
        let mut index = self.lock(hash);
        if let Some(found) = index.find(hash, |i| self.items[i as usize] == value) {
            return found;
        }
        self.push_indexed(&mut index, hash, value)
    }

    /// Like [`Self::intern`] for a value given by a borrowed form: `hash` is
    /// the value's hash (see [`Self::hash_of`]), `eq` compares against it, and
    /// `make` builds the owned value only when it is new (saves allocating
    /// and freeing it on every hit).
    pub(crate) fn intern_with(
        &self,
        hash: u64,
        eq: impl Fn(&T) -> bool,
        make: impl FnOnce() -> T,
    ) -> u32 {
        let mut index = self.lock(hash);
        if let Some(found) = index.find(hash, |i| eq(&self.items[i as usize])) {
            return found;
        }
        let value = make();
        debug_assert_eq!(Self::hash_of(&value), hash, "borrowed hash differs");
        self.push_indexed(&mut index, hash, value)
    }

    /// Appends a new `value` and indexes it under `hash` (in the shard
    /// `index`, locked by the caller).
    fn push_indexed(&self, index: &mut Index, hash: u64, value: T) -> u32 {
        let i = self.items.push(value);
        let i = u32::try_from(i).expect("more than 4 billion uniqued entries");
        index.insert(hash, i);
        i
    }

    /// Appends `value` without indexing it: the caller keeps its own index
    /// for such values and must route every lookup of them through it.
    pub(crate) fn push_unindexed(&self, value: T) -> u32 {
        let i = self.items.push(value);
        u32::try_from(i).expect("more than 4 billion uniqued entries")
    }

    /// Looks up an entry by a borrowed form with the same hash as `T`.
    pub(crate) fn find(&self, hash: u64, eq: impl Fn(&T) -> bool) -> Option<u32> {
        self.lock(hash).find(hash, |i| eq(&self.items[i as usize]))
    }

    /// The index shard of `hash`, locked.
    fn lock(&self, hash: u64) -> MutexGuard<'_, Index> {
        // A panic while holding the lock cannot leave the index half-updated
        // (an insert is one map operation), so a poisoned lock is still good.
        self.shards[shard(hash)]
            .0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn get(&self, i: u32) -> &T {
        &self.items[i as usize]
    }

    /// Number of entries (ids below it are valid).
    pub(crate) fn len(&self) -> usize {
        self.items.count()
    }
}

/// Ids recently interned by one thread, by hash: a small direct-mapped
/// table in front of a [`Uniquer`]. Most values a parser interns (`0 : i32`,
/// `i32`, an op's function type) were interned moments before; finding them
/// here touches no shared lock word and no large hash index. A hit is only a
/// candidate: the caller compares the entry itself.
#[derive(Default)]
pub(crate) struct Recent {
    /// (hash, id); allocated on first use.
    slots: Vec<(u64, u32)>,
}

impl Recent {
    const SLOTS: usize = 1 << 14;

    fn slot(hash: u64) -> usize {
        // FxHash's high bits are its best mixed.
        (hash >> 50) as usize % Self::SLOTS
    }

    pub(crate) fn get(&self, hash: u64) -> Option<u32> {
        match self.slots.get(Self::slot(hash)) {
            Some(&(h, id)) if h == hash && id != u32::MAX => Some(id),
            _ => None,
        }
    }

    pub(crate) fn put(&mut self, hash: u64, id: u32) {
        if self.slots.is_empty() {
            self.slots = vec![(0, u32::MAX); Self::SLOTS];
        }
        self.slots[Self::slot(hash)] = (hash, id);
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
        self.table
            .intern_with(hash, |item| &**item == s, || s.into())
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
