//! FileCheck variable names for SSA values and blocks, derived from the name
//! the printer gave them: `%arg0` is `ARG0`, `%c0_i32` is `C0_I32` (the op's
//! result-name hint), `^bb2` is `BB2`, and a bare number `%7` is `VAL_n`, `n`
//! counting such values in order of appearance. The printer's names do not
//! depend on the input's, so neither do these.

use std::collections::{HashMap, HashSet};

/// Whether a printed name refers to a value or a block (separate namespaces
/// in the IR, one in FileCheck).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Value,
    Block,
}

/// The names given so far in one check group (one function).
#[derive(Default)]
pub struct Namer {
    given: HashMap<(Kind, String), String>,
    taken: HashSet<String>,
    numbered: usize,
}

impl Namer {
    /// The variable for `name`, and whether this is its first appearance
    /// (where the check line defines it).
    pub fn name(&mut self, kind: Kind, name: &str) -> (String, bool) {
        if let Some(v) = self.given.get(&(kind, name.to_string())) {
            return (v.clone(), false);
        }
        let base = if name.bytes().all(|b| b.is_ascii_digit()) {
            let n = self.numbered;
            self.numbered += 1;
            format!("VAL_{n}")
        } else {
            let mut s: String = name
                .chars()
                .map(|c| {
                    if c.is_ascii_alphanumeric() {
                        c.to_ascii_uppercase()
                    } else {
                        '_'
                    }
                })
                .collect();
            if s.starts_with(|c: char| c.is_ascii_digit()) {
                s.insert_str(0, "V_");
            }
            s
        };
        let mut var = base.clone();
        let mut n = 0;
        while self.taken.contains(&var) {
            n += 1;
            var = format!("{base}_{n}");
        }
        self.taken.insert(var.clone());
        self.given.insert((kind, name.to_string()), var.clone());
        (var, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_what_the_printer_called_the_value() {
        let mut n = Namer::default();
        assert_eq!(n.name(Kind::Value, "arg0"), ("ARG0".into(), true));
        assert_eq!(n.name(Kind::Value, "c0_i32"), ("C0_I32".into(), true));
        assert_eq!(n.name(Kind::Value, "5"), ("VAL_0".into(), true));
        assert_eq!(n.name(Kind::Value, "9"), ("VAL_1".into(), true));
        assert_eq!(n.name(Kind::Value, "5"), ("VAL_0".into(), false));
        assert_eq!(n.name(Kind::Block, "bb1"), ("BB1".into(), true));
        // A hint that collides with a given name gets a suffix.
        assert_eq!(n.name(Kind::Value, "val_0"), ("VAL_0_1".into(), true));
        assert_eq!(n.name(Kind::Value, "bb1"), ("BB1_1".into(), true));
        assert_eq!(n.name(Kind::Value, "x.y-z"), ("X_Y_Z".into(), true));
    }
}
