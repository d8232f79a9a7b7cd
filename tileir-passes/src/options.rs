//! Pass options: a static schema per pass ([`OptionDef`]) and the typed
//! values of one pass instance ([`OptionValues`]), parsed from and printed
//! back to the `{key=value ...}` text of a pipeline exactly as MLIR's
//! `PassOptions` does on top of `llvm::cl`.
//!
//! Reading (`PassOptions::parseFromString`): options are separated by
//! spaces; a value may be wrapped in quotes or braces (stripped once), and
//! quotes and braces inside a value keep its spaces; a key given twice
//! keeps the last value, except that a list option appends; a bare key sets
//! a bool option (other kinds say `requires a value!`). A list value is
//! split at commas outside braces, parentheses, brackets and quotes, each
//! element trimmed and unwrapped once.
//!
//! Printing (the form `--dump-pass-pipeline` and reproducers show): options
//! sorted by name, separated by one space; a list prints as `name={a,b}`,
//! or as nothing at all while it still holds its default (so canonicalize
//! prints `{  max-iterations=10 ...}`, two spaces for its two unset lists);
//! a string holding a space before any brace or quote prints in braces;
//! doubles print as `%e`; enums by name.
//!
//! Errors are LLVM's: a bad value is reported by `llvm::cl` straight to
//! stderr (`tileir-opt: for the --max-iterations option: 'x' value invalid
//! for long argument!`); an unknown key is reported to the caller
//! (`<Pass-Options-Parser>: no such option x`). [`OptionError`] keeps the
//! two apart because mlir-opt prints them in different places.

use crate::cl_syntax;
// How doubles print (`%e`), for callers that print option values themselves.
pub use crate::cl_syntax::print_double;
use crate::pipeline_text::{self, PassLookup};
use crate::registry::registry;

/// The program name LLVM's option errors start with (mlir-opt prints its
/// own; the differential tests map one to the other).
pub const PROGRAM_NAME: &str = "tileir-opt";

/// The type of an option's value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OptionKind {
    Bool,
    /// A signed integer of `bits` bits: 32 is C++ `int`, 64 is `int64_t`
    /// (`long`), which LLVM names differently in its messages.
    Int {
        bits: u32,
    },
    /// An unsigned integer of `bits` bits: 32 is `unsigned`, 64 is `uint64_t`.
    UInt {
        bits: u32,
    },
    /// A `double`.
    Float,
    String,
    /// One of the listed names; `values` pairs each name with its number.
    /// One of the listed values (name, number and help line, in the order
    /// `--help` lists them).
    Enum(&'static [EnumValue]),
    /// A comma-separated list of the inner kind (`ListOption`).
    List(&'static OptionKind),
    /// A pass pipeline (MLIR's `Option<OpPassManager>`, as in inline's
    /// `op-pipelines` list): parsed with the pipeline grammar, anchor
    /// included (`func.func(cse)`), and held and printed as its one-line
    /// text. A pipeline kept as a plain string (inline's
    /// `default-pipeline`) is a [`OptionKind::String`] option, as upstream.
    Pipeline,
    /// A nested set of options (an MLIR `PassOptions` struct used as an
    /// option value, as in test-options-super-pass's `list`): read with the
    /// same `key=value` syntax (`{enum=one list=1}`), printed in braces.
    Options(&'static [OptionDef]),
}

/// One value of an enum option (LLVM's `clEnumValN(number, name, help)`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EnumValue {
    pub name: &'static str,
    pub value: i64,
    /// The help line `--help` prints beside `=name` (may be empty).
    pub description: &'static str,
}

impl OptionKind {
    /// How LLVM names the type in its `value invalid for ... argument!`
    /// messages.
    fn llvm_type_name(self) -> &'static str {
        match self {
            OptionKind::Int { bits } if bits <= 32 => "integer",
            OptionKind::Int { .. } => "long",
            OptionKind::UInt { bits } if bits <= 32 => "uint",
            OptionKind::UInt { .. } => "ulong",
            OptionKind::Float => "floating point",
            _ => "",
        }
    }

    /// Whether a bare key (no `=value`) is accepted: LLVM's bool parser
    /// takes an optional value, every other parser requires one.
    fn value_optional(self) -> bool {
        match self {
            OptionKind::Bool => true,
            OptionKind::List(inner) => inner.value_optional(),
            _ => false,
        }
    }
}

/// One option of a pass, as the registry declares it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OptionDef {
    pub name: &'static str,
    pub kind: OptionKind,
    /// The default value in option syntax (`""` for an empty list or string).
    pub default: &'static str,
    pub description: &'static str,
}

/// A parsed option value.
#[derive(Clone, Debug, PartialEq)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Float(f64),
    /// A string, or a pipeline ([`OptionKind::Pipeline`]) as its one-line
    /// text.
    String(String),
    /// The enum's name as written in the schema.
    Enum(&'static str, i64),
    List(Vec<OptionValue>),
    /// The values of an [`OptionKind::Options`] option.
    Options(OptionValues),
}

impl OptionValue {
    pub fn as_bool(&self) -> bool {
        matches!(self, OptionValue::Bool(true))
    }

    pub fn as_i64(&self) -> i64 {
        match *self {
            OptionValue::Int(v) | OptionValue::Enum(_, v) => v,
            OptionValue::UInt(v) => v as i64,
            OptionValue::Float(f) => f as i64,
            OptionValue::Bool(b) => b as i64,
            _ => 0,
        }
    }

    pub fn as_u64(&self) -> u64 {
        match *self {
            OptionValue::UInt(v) => v,
            _ => self.as_i64() as u64,
        }
    }

    pub fn as_f64(&self) -> f64 {
        match *self {
            OptionValue::Float(f) => f,
            _ => self.as_i64() as f64,
        }
    }

    pub fn as_str(&self) -> &str {
        match self {
            OptionValue::String(s) => s,
            OptionValue::Enum(name, _) => name,
            _ => "",
        }
    }

    pub fn as_list(&self) -> &[OptionValue] {
        match self {
            OptionValue::List(v) => v,
            _ => &[],
        }
    }

    pub fn as_options(&self) -> Option<&OptionValues> {
        match self {
            OptionValue::Options(values) => Some(values),
            _ => None,
        }
    }
}

/// The option values of one pass instance, one per [`OptionDef`] of its
/// schema, in schema order. Every option has a value (its default until
/// set), so a pass never asks "was it given?" except through
/// [`OptionValues::was_set`].
#[derive(Clone, Debug, PartialEq)]
pub struct OptionValues {
    schema: &'static [OptionDef],
    values: Vec<OptionValue>,
    /// Whether the option was given. A list that was not given still holds
    /// its default and prints as nothing (LLVM's `isDefaultAssigned`); the
    /// first occurrence of a list replaces the default, later ones append.
    set: Vec<bool>,
}

/// Why option text was rejected, split the way mlir-opt prints it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OptionError {
    /// What `llvm::cl` prints straight to stderr when it rejects a value
    /// (`tileir-opt: for the --x option: ...\n`, or a nested pipeline's
    /// errors); may be empty.
    pub printed: String,
    /// What the options parser reports to its caller
    /// (`<Pass-Options-Parser>: no such option x\n`); may be empty.
    pub reported: String,
}

impl OptionError {
    /// An `llvm::cl` error about option `name` (LLVM's `Option::error`).
    fn cl(name: &str, message: &str) -> OptionError {
        let dashes = if name.len() == 1 { "-" } else { "--" };
        OptionError {
            printed: format!("{PROGRAM_NAME}: for the {dashes}{name} option: {message}\n"),
            reported: String::new(),
        }
    }

    fn no_such_option(key: &str) -> OptionError {
        OptionError {
            printed: String::new(),
            reported: format!("<Pass-Options-Parser>: no such option {key}\n"),
        }
    }

    /// Both parts, in the order they reach stderr.
    pub fn text(&self) -> String {
        format!("{}{}", self.printed, self.reported)
    }
}

impl OptionValues {
    /// Every option at its default.
    pub fn defaults(schema: &'static [OptionDef]) -> OptionValues {
        let values = schema
            .iter()
            .map(|def| parse_default(def.kind, def.default))
            .collect();
        OptionValues {
            schema,
            values,
            set: vec![false; schema.len()],
        }
    }

    pub fn schema(&self) -> &'static [OptionDef] {
        self.schema
    }

    /// The value of option `name`; panics on a name the schema lacks (a bug
    /// in the pass, not in its input).
    pub fn get(&self, name: &str) -> &OptionValue {
        let i = self
            .index(name)
            .unwrap_or_else(|| panic!("no option '{name}'"));
        &self.values[i]
    }

    pub fn was_set(&self, name: &str) -> bool {
        self.index(name).is_some_and(|i| self.set[i])
    }

    fn index(&self, name: &str) -> Option<usize> {
        self.schema.iter().position(|d| d.name == name)
    }

    /// Sets option `name` to `value` the way MLIR copies one option into
    /// another (a pipeline's options into its passes'): the value, and a
    /// list counts as given only when it is not empty. Panics on a name the
    /// schema lacks (a bug in the caller).
    pub fn set_value(&mut self, name: &str, value: OptionValue) {
        let i = self
            .index(name)
            .unwrap_or_else(|| panic!("no option '{name}'"));
        self.set[i] = !matches!(&value, OptionValue::List(items) if items.is_empty());
        self.values[i] = value;
    }

    /// One occurrence of `name=text`, as if written in the pipeline.
    pub fn set(&mut self, name: &str, text: &str) -> Result<(), OptionError> {
        let i = self
            .index(name)
            .ok_or_else(|| OptionError::no_such_option(name))?;
        self.occurrence(i, Some(text), registry())
    }

    /// Parses the text between a pass's braces (`a=1 b={x y} c`), setting
    /// each option named; pipelines in values are looked up in the
    /// process's registry.
    pub fn parse_into(&mut self, text: &str) -> Result<(), OptionError> {
        self.parse_into_with(text, registry())
    }

    /// [`OptionValues::parse_into`] with pipelines in values looked up in
    /// `lookup`. Stops at the first error, as MLIR does.
    pub fn parse_into_with(
        &mut self,
        text: &str,
        lookup: &dyn PassLookup,
    ) -> Result<(), OptionError> {
        for (key, value) in split_options(text) {
            let i = self
                .index(key)
                .ok_or_else(|| OptionError::no_such_option(key))?;
            self.occurrence(i, value, lookup)?;
        }
        Ok(())
    }

    /// LLVM's `ProvidePositionalOption` for option `i`: `None` is a bare key.
    fn occurrence(
        &mut self,
        i: usize,
        value: Option<&str>,
        lookup: &dyn PassLookup,
    ) -> Result<(), OptionError> {
        let def = self.schema[i];
        let text = match value {
            Some(text) => text,
            None if def.kind.value_optional() => "",
            None => return Err(OptionError::cl(def.name, "requires a value!")),
        };
        match def.kind {
            OptionKind::List(inner) => {
                if !self.set[i] {
                    self.values[i] = OptionValue::List(Vec::new());
                }
                self.set[i] = true;
                for element in split_list(text) {
                    let item = parse_one(*inner, element, Some(lookup))
                        .map_err(|e| e.for_option(def.name))?;
                    if let OptionValue::List(items) = &mut self.values[i] {
                        items.push(item);
                    }
                }
            }
            kind => {
                self.values[i] =
                    parse_one(kind, text, Some(lookup)).map_err(|e| e.for_option(def.name))?;
                self.set[i] = true;
            }
        }
        Ok(())
    }

    /// The options as mlir-opt prints them inside `{...}`.
    pub fn print(&self) -> String {
        let mut out = String::new();
        self.print_chunks(&mut |s| out.push_str(s));
        out
    }

    /// [`OptionValues::print`] in the pieces `raw_ostream` receives them
    /// (which decides where an indenting printer indents a value's lines).
    pub fn print_chunks(&self, out: &mut dyn FnMut(&str)) {
        self.write_chunks(out, false)
    }

    /// How a copy of the pass prints its options (MLIR's pass `clone`,
    /// which is what a pipeline-valued option holds): a copy's lists count
    /// as never given, so a list equal to its default prints as nothing
    /// even where the original was given it.
    pub fn print_copied_chunks(&self, out: &mut dyn FnMut(&str)) {
        self.write_chunks(out, true)
    }

    fn write_chunks(&self, out: &mut dyn FnMut(&str), copied: bool) {
        let mut order: Vec<usize> = (0..self.schema.len()).collect();
        order.sort_by_key(|&i| self.schema[i].name);
        for (n, i) in order.into_iter().enumerate() {
            if n > 0 {
                out(" ");
            }
            let def = &self.schema[i];
            match (&self.values[i], def.kind) {
                (OptionValue::List(items), OptionKind::List(inner)) => {
                    // A list still at its default prints as nothing.
                    let at_default = if copied {
                        self.values[i] == parse_default(def.kind, def.default)
                    } else {
                        !self.set[i]
                    };
                    if at_default {
                        continue;
                    }
                    out(def.name);
                    out("={");
                    for (k, item) in items.iter().enumerate() {
                        if k > 0 {
                            out(",");
                        }
                        write_value(*inner, item, out);
                    }
                    out("}");
                }
                (value, kind) => {
                    out(def.name);
                    out("=");
                    write_value(kind, value, out);
                }
            }
        }
    }
}

/// Splits option text into `key[=value]` pairs the way MLIR's
/// `parseNextArg` does: a key ends at a space or `=`; a value ends at a
/// space outside quotes and braces; both are trimmed and unwrapped once.
/// Empty keys are dropped (MLIR skips them).
pub fn split_options(text: &str) -> Vec<(&str, Option<&str>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while !rest.is_empty() {
        let (key, value, next) = next_option(rest);
        rest = next;
        if !key.is_empty() {
            out.push((key, value));
        }
    }
    out
}

/// One `key[=value]` from the front of `text`, and the text after it.
fn next_option(text: &str) -> (&str, Option<&str>, &str) {
    let b = text.as_bytes();
    let mut end = 0;
    loop {
        if end == b.len() || b[end] == b' ' {
            let (key, rest) = extract(text, end);
            return (key, None, rest);
        }
        if b[end] == b'=' {
            break;
        }
        end += 1;
    }
    let (key, rest) = extract(text, end);
    let text = &rest[1..];
    let b = text.as_bytes();
    // A quote skips to its partner (if any); a brace to its match, quotes
    // inside it skipped the same way.
    let skip_quote = |at: usize| -> Option<usize> {
        let q = b[at];
        if q != b'\'' && q != b'"' {
            return None;
        }
        Some(find_byte(b, at + 1, q).unwrap_or(at))
    };
    let mut end = 0;
    loop {
        if end == b.len() || b[end] == b' ' {
            let (value, rest) = extract(text, end);
            return (key, Some(value), rest);
        }
        if let Some(to) = skip_quote(end) {
            end = to + 1;
            continue;
        }
        if b[end] == b'{' {
            let mut depth = 1;
            end += 1;
            while end != b.len() {
                if let Some(to) = skip_quote(end) {
                    end = to + 1;
                    continue;
                }
                if b[end] == b'{' {
                    depth += 1;
                } else if b[end] == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                end += 1;
            }
            // The closing brace (or the end) is looked at again below.
            end -= 1;
        }
        end += 1;
    }
}

/// MLIR's `extractArgAndUpdateOptions`: the first `len` bytes, trimmed and
/// unwrapped once from matching quotes or from braces that enclose all of
/// it; and the rest, left-trimmed.
fn extract(text: &str, len: usize) -> (&str, &str) {
    let arg = trim(&text[..len]);
    let rest = ltrim(&text[len..]);
    (unwrap(arg), rest)
}

fn unwrap(arg: &str) -> &str {
    let b = arg.as_bytes();
    if b.len() <= 1 {
        return arg;
    }
    let last = b[b.len() - 1];
    if (b[0] == b'\'' && last == b'\'') || (b[0] == b'"' && last == b'"') {
        return trim(&arg[1..arg.len() - 1]);
    }
    if b[0] == b'{' && find_outside(b, 1, b'}') == Some(b.len() - 1) {
        return trim(&arg[1..arg.len() - 1]);
    }
    arg
}

/// MLIR's `parseCommaSeparatedList`: the elements of a list value, split at
/// commas outside nested ranges and quotes, each extracted as above. The
/// empty text is the empty list.
fn split_list(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    if text.is_empty() {
        return out;
    }
    let mut rest = text;
    while let Some(comma) = find_outside(rest.as_bytes(), 0, b',') {
        let (element, after) = extract(rest, comma);
        out.push(element);
        rest = &after[1..];
    }
    out.push(extract(rest, rest.len()).0);
    out
}

/// MLIR's `findChar`: the first `target` at or after `from` that is not
/// inside `{}`, `()`, `[]` or quotes. Iterative (a stack of awaited
/// closers), so deep nesting cannot overflow the stack.
fn find_outside(b: &[u8], from: usize, target: u8) -> Option<usize> {
    let mut awaited = vec![target];
    let mut i = from;
    while i < b.len() {
        let c = b[i];
        if Some(&c) == awaited.last() {
            awaited.pop();
            if awaited.is_empty() {
                return Some(i);
            }
        } else {
            match c {
                b'{' => awaited.push(b'}'),
                b'(' => awaited.push(b')'),
                b'[' => awaited.push(b']'),
                b'"' | b'\'' => i = find_byte(b, i + 1, c)?,
                _ => {}
            }
        }
        i += 1;
    }
    None
}

fn find_byte(b: &[u8], from: usize, c: u8) -> Option<usize> {
    b.get(from..)?
        .iter()
        .position(|&x| x == c)
        .map(|p| from + p)
}

/// LLVM's `StringRef::trim()` set: space, `\t`, `\n`, `\v`, `\f`, `\r`.
pub(crate) fn is_llvm_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r')
}

pub(crate) fn trim(s: &str) -> &str {
    s.trim_matches(is_llvm_space)
}

pub(crate) fn ltrim(s: &str) -> &str {
    s.trim_start_matches(is_llvm_space)
}

/// A default value: parsed like given text, except that a pipeline is kept
/// as written (the registry may not be built yet).
fn parse_default(kind: OptionKind, text: &str) -> OptionValue {
    match kind {
        OptionKind::List(inner) => OptionValue::List(
            split_list(text)
                .into_iter()
                .map(|element| parse_default(*inner, element))
                .collect(),
        ),
        kind => parse_one(kind, text, None).unwrap_or_else(|_| empty_value(kind)),
    }
}

fn empty_value(kind: OptionKind) -> OptionValue {
    match kind {
        OptionKind::Bool => OptionValue::Bool(false),
        OptionKind::Int { .. } => OptionValue::Int(0),
        OptionKind::UInt { .. } => OptionValue::UInt(0),
        OptionKind::Float => OptionValue::Float(0.0),
        OptionKind::String | OptionKind::Pipeline => OptionValue::String(String::new()),
        OptionKind::Enum(values) => values
            .first()
            .map_or(OptionValue::Int(0), |e| OptionValue::Enum(e.name, e.value)),
        OptionKind::List(_) => OptionValue::List(Vec::new()),
        OptionKind::Options(schema) => OptionValue::Options(OptionValues::defaults(schema)),
    }
}

/// Why one value was rejected.
enum ValueError {
    /// LLVM's message for `Option::error` (`'x' value invalid for long
    /// argument!`), before the `for the --name option:` prefix is added.
    Cl(String),
    /// Text already meant for stderr (a nested pipeline's errors).
    Printed(String),
}

impl ValueError {
    fn for_option(self, name: &str) -> OptionError {
        match self {
            ValueError::Cl(message) => OptionError::cl(name, &message),
            ValueError::Printed(printed) => OptionError {
                printed,
                reported: String::new(),
            },
        }
    }
}

/// Parses one value of `kind` (a list: its comma-separated text); the error
/// is LLVM's message without the `for the --x option:` prefix, or a nested
/// pipeline's error text. Pipelines are looked up in the process's
/// registry.
pub fn parse_value(kind: OptionKind, text: &str) -> Result<OptionValue, String> {
    parse_one(kind, text, Some(registry())).map_err(|e| match e {
        ValueError::Cl(message) | ValueError::Printed(message) => message,
    })
}

/// LLVM's `parser<T>::parse` for one value of `kind`. Without `lookup` a
/// pipeline is kept as written.
fn parse_one(
    kind: OptionKind,
    text: &str,
    lookup: Option<&dyn PassLookup>,
) -> Result<OptionValue, ValueError> {
    let invalid = || {
        ValueError::Cl(format!(
            "'{text}' value invalid for {} argument!",
            kind.llvm_type_name()
        ))
    };
    match kind {
        OptionKind::Bool => cl_syntax::parse_bool(text)
            .map(OptionValue::Bool)
            .ok_or_else(|| {
                ValueError::Cl(format!(
                    "'{text}' is invalid value for boolean argument! Try 0 or 1"
                ))
            }),
        OptionKind::Int { bits } => cl_syntax::parse_signed(text, bits)
            .map(OptionValue::Int)
            .ok_or_else(invalid),
        OptionKind::UInt { bits } => cl_syntax::parse_unsigned(text, bits)
            .map(OptionValue::UInt)
            .ok_or_else(invalid),
        OptionKind::Float => cl_syntax::parse_double(text)
            .map(OptionValue::Float)
            .ok_or_else(invalid),
        OptionKind::String => Ok(OptionValue::String(text.to_string())),
        OptionKind::Enum(values) => values
            .iter()
            .find(|e| e.name == text)
            .map(|e| OptionValue::Enum(e.name, e.value))
            .ok_or_else(|| ValueError::Cl(format!("Cannot find option named '{text}'!"))),
        OptionKind::Pipeline => match lookup {
            None => Ok(OptionValue::String(text.to_string())),
            // LLVM's parser for pass managers reports through the pipeline
            // parser (to stderr), never through `Option::error`.
            Some(lookup) => pipeline_text::parse_option_pipeline(lookup, text)
                .map(OptionValue::String)
                .map_err(ValueError::Printed),
        },
        OptionKind::List(inner) => split_list(text)
            .into_iter()
            .map(|element| parse_one(*inner, element, lookup))
            .collect::<Result<Vec<_>, _>>()
            .map(OptionValue::List),
        // Nested options report everything straight to stderr (MLIR parses
        // them with the default error stream).
        OptionKind::Options(schema) => {
            let mut values = OptionValues::defaults(schema);
            values
                .parse_into_with(text, lookup.unwrap_or(&NoPasses))
                .map_err(|e| ValueError::Printed(e.text()))?;
            Ok(OptionValue::Options(values))
        }
    }
}

/// A lookup that knows no pass (defaults never name one).
struct NoPasses;

impl PassLookup for NoPasses {
    fn lookup(&self, _argument: &str) -> Option<crate::registry::Entry> {
        None
    }
}

/// Prints one value the way mlir-opt prints it back.
pub fn print_value(kind: OptionKind, value: &OptionValue) -> String {
    let mut out = String::new();
    write_value(kind, value, &mut |s| out.push_str(s));
    out
}

fn write_value(kind: OptionKind, value: &OptionValue, out: &mut dyn FnMut(&str)) {
    match value {
        OptionValue::Bool(b) => out(if *b { "true" } else { "false" }),
        OptionValue::Int(v) => out(&v.to_string()),
        OptionValue::UInt(v) => out(&v.to_string()),
        OptionValue::Float(f) => out(&cl_syntax::print_double(*f)),
        OptionValue::String(s) if kind == OptionKind::Pipeline => out(s),
        OptionValue::String(s) => write_string(s, out),
        OptionValue::Enum(name, v) => {
            // The first name with this value, as LLVM looks it up. MLIR
            // prints it bare; a name with a space (tileiras has `tile ir`)
            // is braced like a string so the text parses back.
            let first = match kind {
                OptionKind::Enum(values) => values.iter().find(|e| e.value == *v).map(|e| e.name),
                _ => None,
            };
            write_string(first.unwrap_or(name), out)
        }
        // A nested options value is a copy (LLVM stores values by copy), and
        // prints as one.
        OptionValue::Options(values) => {
            if !values.schema().is_empty() {
                out("{");
                values.print_copied_chunks(out);
                out("}");
            }
        }
        OptionValue::List(items) => {
            let inner = match kind {
                OptionKind::List(inner) => *inner,
                other => other,
            };
            out("{");
            for (k, item) in items.iter().enumerate() {
                if k > 0 {
                    out(",");
                }
                write_value(inner, item, out);
            }
            out("}");
        }
    }
}

/// A string value as MLIR prints it: braces keep a space from ending the
/// value, unless a brace or quote before it already does (MLIR's rule,
/// kept exactly).
fn write_string(s: &str, out: &mut dyn FnMut(&str)) {
    let space = s.find(' ');
    let guard = s.find(['{', '\'', '"']);
    let escape = matches!((space, guard), (Some(sp), g) if g.is_none_or(|g| sp < g));
    if escape {
        out("{");
    }
    out(s);
    if escape {
        out("}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIST: OptionKind = OptionKind::List(&OptionKind::String);
    static SCHEMA: [OptionDef; 4] = [
        OptionDef {
            name: "b-list",
            kind: LIST,
            default: "",
            description: "",
        },
        OptionDef {
            name: "a-count",
            kind: OptionKind::UInt { bits: 32 },
            default: "7",
            description: "",
        },
        OptionDef {
            name: "c-flag",
            kind: OptionKind::Bool,
            default: "false",
            description: "",
        },
        OptionDef {
            name: "d-mode",
            kind: OptionKind::Enum(&[
                EnumValue {
                    name: "one",
                    value: 1,
                    description: "",
                },
                EnumValue {
                    name: "uno",
                    value: 1,
                    description: "",
                },
                EnumValue {
                    name: "two",
                    value: 2,
                    description: "",
                },
            ]),
            default: "uno",
            description: "",
        },
    ];

    /// Parses `text` into fresh values and prints them back (or the error).
    fn check(text: &str, expected: &str) {
        let mut values = OptionValues::defaults(&SCHEMA);
        let got = match values.parse_into(text) {
            Ok(()) => values.print(),
            Err(e) => e.text(),
        };
        assert_eq!(got, expected, "{text:?}");
    }

    #[test]
    fn prints_sorted_with_unset_lists_as_nothing() {
        // An enum prints the first name of its value, as LLVM looks it up.
        check("", "a-count=7  c-flag=false d-mode=one");
        check("b-list=x", "a-count=7 b-list={x} c-flag=false d-mode=one");
        check("b-list=", "a-count=7 b-list={} c-flag=false d-mode=one");
        check("c-flag d-mode=two", "a-count=7  c-flag=true d-mode=two");
    }

    #[test]
    fn lists_replace_their_default_then_append() {
        check(
            "b-list=a,{b c} b-list='d'",
            "a-count=7 b-list={a,{b c},d} c-flag=false d-mode=one",
        );
        let mut values = OptionValues::defaults(&SCHEMA);
        values.set("b-list", "x").unwrap();
        values.set("b-list", "y").unwrap();
        assert_eq!(values.get("b-list").as_list().len(), 2);
        assert!(values.was_set("b-list") && !values.was_set("a-count"));
    }

    #[test]
    fn errors_are_llvms() {
        check(
            "a-count=-1",
            "tileir-opt: for the --a-count option: '-1' value invalid for uint argument!\n",
        );
        check(
            "a-count",
            "tileir-opt: for the --a-count option: requires a value!\n",
        );
        check(
            "d-mode=three",
            "tileir-opt: for the --d-mode option: Cannot find option named 'three'!\n",
        );
        check("e=1", "<Pass-Options-Parser>: no such option e\n");
        assert_eq!(
            parse_value(OptionKind::Float, "1e"),
            Err("'1e' value invalid for floating point argument!".to_string())
        );
    }

    #[test]
    fn copies_print_lists_at_their_default_as_nothing() {
        let mut values = OptionValues::defaults(&SCHEMA);
        values.parse_into("b-list=").unwrap();
        let mut copied = String::new();
        values.print_copied_chunks(&mut |s| copied.push_str(s));
        assert_eq!(copied, "a-count=7  c-flag=false d-mode=one");
        assert_eq!(
            values.print(),
            "a-count=7 b-list={} c-flag=false d-mode=one"
        );
    }

    #[test]
    fn splits_like_mlir() {
        assert_eq!(
            split_options(" a=1  b={x y} 'c'=\"q r\" =skipped d"),
            vec![
                ("a", Some("1")),
                ("b", Some("x y")),
                ("c", Some("q r")),
                ("d", None)
            ]
        );
        assert_eq!(
            split_list("{a,b},(c,d),\"e,f\""),
            vec!["a,b", "(c,d)", "e,f"]
        );
        assert_eq!(split_list(""), Vec::<&str>::new());
        assert_eq!(split_list(","), vec!["", ""]);
    }
}
