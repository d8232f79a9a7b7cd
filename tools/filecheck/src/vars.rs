//! Variable tables shared by all patterns of one FileCheck run: string
//! variables, numeric variables (including `@LINE`) and their scoping.

use std::collections::{HashMap, HashSet};

use crate::numeric::{FmtKind, Format};

/// A numeric variable. Patterns refer to it by index, so clearing a local
/// variable only clears its value, as in LLVM.
#[derive(Clone, Debug)]
pub struct NumVar {
    pub name: String,
    pub fmt: Format,
    pub def_line: Option<usize>,
    pub value: Option<i128>,
    /// Where in the input its value was captured, if it was.
    pub str_range: Option<(usize, usize)>,
}

/// The value of a string variable.
#[derive(Clone, Debug)]
pub struct StrVal {
    pub value: Vec<u8>,
    /// Where in the input it was captured, if it was.
    pub range: Option<(usize, usize)>,
}

/// All variables of a run.
#[derive(Default)]
pub struct Context {
    pub str_vars: HashMap<String, StrVal>,
    pub defined_str: HashSet<String>,
    pub num_table: HashMap<String, usize>,
    pub num_vars: Vec<NumVar>,
    pub line_var: usize,
}

impl Context {
    /// Creates a numeric variable object.
    pub fn make_num_var(&mut self, name: &str, fmt: Format, def_line: Option<usize>) -> usize {
        self.num_vars.push(NumVar {
            name: name.to_string(),
            fmt,
            def_line,
            value: None,
            str_range: None,
        });
        self.num_vars.len() - 1
    }

    /// Defines `@LINE`.
    pub fn create_line_var(&mut self) {
        let id = self.make_num_var("@LINE", Format::new(FmtKind::Unsigned), None);
        self.num_table.insert("@LINE".to_string(), id);
        self.line_var = id;
    }

    /// Forgets every variable whose name does not start with `$`.
    pub fn clear_local_vars(&mut self) {
        self.str_vars.retain(|k, _| k.starts_with('$'));
        let mut removed = Vec::new();
        for (k, &v) in self.num_table.iter() {
            if !k.starts_with('$') {
                self.num_vars[v].value = None;
                self.num_vars[v].str_range = None;
                removed.push(k.clone());
            }
        }
        for k in removed {
            self.num_table.remove(&k);
        }
    }
}
