//! Pass options: a static schema per pass ([`OptionDef`]) and the typed
//! values of one pass instance ([`OptionValues`]), parsed from and printed
//! back to the `{key=value ...}` text of a pipeline.
//!
//! The printed form is mlir-opt 22's, quirks included: options sorted by
//! name, separated by one space, an empty list option printing as nothing
//! (so `canonicalize{  max-iterations=10 ...}` has two spaces after `{`).

/// The type of an option's value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OptionKind {
    Bool,
    /// A signed integer of `bits` bits (MLIR's `int`, `int64_t`, ...).
    Int {
        bits: u32,
    },
    /// An unsigned integer of `bits` bits.
    UInt {
        bits: u32,
    },
    /// A `double`.
    Float,
    String,
    /// One of the listed values (name, number and help line, in the order
    /// `--help` lists them).
    Enum(&'static [EnumValue]),
    /// A comma-separated list of the inner kind (`ListOption`).
    List(&'static OptionKind),
    /// A nested pass pipeline given as a string (`inline`'s `default-pipeline`),
    /// printed as it was given.
    Pipeline,
}

/// One value of an enum option (LLVM's `clEnumValN(number, name, help)`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EnumValue {
    pub name: &'static str,
    pub value: i64,
    /// The help line `--help` prints beside `=name` (may be empty).
    pub description: &'static str,
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
    String(String),
    /// The enum's name as written in the schema.
    Enum(&'static str, i64),
    List(Vec<OptionValue>),
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
}

/// The option values of one pass instance, one per [`OptionDef`] of its
/// schema, in schema order. Every option has a value (its default until
/// set), so a pass never asks "was it given?" except through
/// [`OptionValues::was_set`].
#[derive(Clone, Debug, PartialEq)]
pub struct OptionValues {
    schema: &'static [OptionDef],
    values: Vec<OptionValue>,
    set: Vec<bool>,
}

/// Why option text was rejected; the message is mlir-opt's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError {
    pub message: String,
}

impl OptionValues {
    /// Every option at its default.
    pub fn defaults(schema: &'static [OptionDef]) -> OptionValues {
        let values = schema
            .iter()
            .map(|def| parse_value(def.kind, def.default).unwrap_or_else(|_| empty_value(def.kind)))
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

    /// Sets option `name` from its text.
    pub fn set(&mut self, name: &str, text: &str) -> Result<(), OptionError> {
        let Some(i) = self.index(name) else {
            return Err(OptionError {
                message: format!("no such option {name}"),
            });
        };
        let def = self.schema[i];
        let value = parse_value(def.kind, text).map_err(|message| OptionError { message })?;
        self.values[i] = value;
        self.set[i] = true;
        Ok(())
    }

    /// Parses the text between a pass's braces (`a=1 b={x y} c`), setting
    /// each option named.
    pub fn parse_into(&mut self, text: &str) -> Result<(), OptionError> {
        for (key, value) in split_options(text)? {
            match value {
                Some(v) => self.set(key, v)?,
                // A bare name sets a bool option (LLVM's cl::opt<bool>).
                None => self.set(key, "true")?,
            }
        }
        Ok(())
    }

    /// The options as mlir-opt prints them inside `{...}`: sorted by name,
    /// space separated, a non-empty list as `name={a,b}`, an empty list as
    /// nothing (its separator stays).
    pub fn print(&self) -> String {
        let mut order: Vec<usize> = (0..self.schema.len()).collect();
        order.sort_by_key(|&i| self.schema[i].name);
        let parts: Vec<String> = order
            .into_iter()
            .map(|i| {
                let def = &self.schema[i];
                match &self.values[i] {
                    OptionValue::List(items) if items.is_empty() => String::new(),
                    v @ OptionValue::List(_) => {
                        format!("{}={{{}}}", def.name, print_value(def.kind, v))
                    }
                    v => format!("{}={}", def.name, print_value(def.kind, v)),
                }
            })
            .collect();
        parts.join(" ")
    }
}

/// Splits option text into `key[=value]` pairs, honouring nested braces and
/// quotes in values.
pub fn split_options(text: &str) -> Result<Vec<(&str, Option<&str>)>, OptionError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i] == b' ' {
            i += 1;
        }
        if i >= bytes.len() {
            break;
        }
        let key_start = i;
        while i < bytes.len() && bytes[i] != b'=' && bytes[i] != b' ' {
            i += 1;
        }
        let key = &text[key_start..i];
        if i < bytes.len() && bytes[i] == b'=' {
            i += 1;
            let value_start = i;
            let mut depth = 0i32;
            while i < bytes.len() {
                match bytes[i] {
                    b'{' => depth += 1,
                    b'}' => depth -= 1,
                    b'"' | b'\'' => {
                        let quote = bytes[i];
                        i += 1;
                        while i < bytes.len() && bytes[i] != quote {
                            i += 1;
                        }
                    }
                    b' ' if depth <= 0 => break,
                    _ => {}
                }
                i += 1;
            }
            let value = &text[value_start..i.min(bytes.len())];
            out.push((key, Some(unwrap_value(value))));
        } else {
            out.push((key, None));
        }
    }
    Ok(out)
}

/// Strips one level of braces or quotes around a value.
fn unwrap_value(v: &str) -> &str {
    let b = v.as_bytes();
    if b.len() >= 2
        && ((b[0] == b'{' && b[b.len() - 1] == b'}')
            || (b[0] == b'"' && b[b.len() - 1] == b'"')
            || (b[0] == b'\'' && b[b.len() - 1] == b'\''))
    {
        &v[1..v.len() - 1]
    } else {
        v
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
    }
}

/// Parses one value of `kind`; the error is LLVM's `cl` message.
pub fn parse_value(kind: OptionKind, text: &str) -> Result<OptionValue, String> {
    match kind {
        OptionKind::Bool => match text {
            "" | "true" | "TRUE" | "True" | "1" => Ok(OptionValue::Bool(true)),
            "false" | "FALSE" | "False" | "0" => Ok(OptionValue::Bool(false)),
            _ => Err(format!(
                "'{text}' is invalid value for boolean argument! Try 0 or 1"
            )),
        },
        OptionKind::Int { .. } => parse_int(text)
            .map(OptionValue::Int)
            .ok_or_else(|| format!("'{text}' value invalid for integer argument!")),
        OptionKind::UInt { .. } => parse_int(text)
            .filter(|&v| v >= 0)
            .map(|v| OptionValue::UInt(v as u64))
            .or_else(|| text.parse::<u64>().ok().map(OptionValue::UInt))
            .ok_or_else(|| format!("'{text}' value invalid for uint argument!")),
        OptionKind::Float => text
            .parse::<f64>()
            .map(OptionValue::Float)
            .map_err(|_| format!("'{text}' value invalid for floating point argument!")),
        OptionKind::String | OptionKind::Pipeline => Ok(OptionValue::String(text.to_string())),
        OptionKind::Enum(values) => values
            .iter()
            .find(|e| e.name == text)
            .map(|e| OptionValue::Enum(e.name, e.value))
            .ok_or_else(|| format!("Cannot find option named '{text}'!")),
        OptionKind::List(inner) => {
            if text.is_empty() {
                return Ok(OptionValue::List(Vec::new()));
            }
            text.split(',')
                .map(|item| parse_value(*inner, item))
                .collect::<Result<Vec<_>, _>>()
                .map(OptionValue::List)
        }
    }
}

/// LLVM's integer parsing: decimal, `0x` hex, `0` octal, `0b` binary.
fn parse_int(text: &str) -> Option<i64> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let value = if let Some(hex) = digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
        i64::from_str_radix(hex, 16).ok()?
    } else if let Some(bin) = digits.strip_prefix("0b").or(digits.strip_prefix("0B")) {
        i64::from_str_radix(bin, 2).ok()?
    } else if digits.len() > 1 && digits.starts_with('0') {
        i64::from_str_radix(&digits[1..], 8).ok()?
    } else {
        digits.parse::<i64>().ok()?
    };
    Some(if neg { -value } else { value })
}

/// Prints one value the way mlir-opt prints it back: a `double` in C's
/// `%e` form (`8.000000e-01`), a string (or enum name) wrapped in braces
/// when it holds a space before any brace or quote, list items joined by
/// `,` (the caller adds the list's braces).
pub fn print_value(kind: OptionKind, value: &OptionValue) -> String {
    match value {
        OptionValue::Bool(b) => b.to_string(),
        OptionValue::Int(v) => v.to_string(),
        OptionValue::UInt(v) => v.to_string(),
        OptionValue::Float(f) => print_double(*f),
        OptionValue::String(s) => print_string(s),
        // MLIR prints an enum name bare; a name with a space (tileiras has
        // `tile ir`) is braced like a string so the text parses back.
        OptionValue::Enum(name, _) => print_string(name),
        OptionValue::List(items) => {
            let inner = match kind {
                OptionKind::List(inner) => *inner,
                other => other,
            };
            items
                .iter()
                .map(|v| print_value(inner, v))
                .collect::<Vec<_>>()
                .join(",")
        }
    }
}

/// A string option as MLIR prints it: `{a b}` when a space comes before the
/// first `{`, `'` or `"` (so it reads back as one value), else as it is.
fn print_string(s: &str) -> String {
    let space = s.find(' ');
    let escape = s.find(['{', '\'', '"']);
    match (space, escape) {
        (Some(sp), Some(esc)) if sp < esc => format!("{{{s}}}"),
        (Some(_), None) => format!("{{{s}}}"),
        _ => s.to_string(),
    }
}

/// `raw_ostream << double`: C's `%e` (six digits, a signed exponent of at
/// least two digits); `nan`, `INF` and `-INF` as LLVM spells them.
pub fn print_double(f: f64) -> String {
    if f.is_nan() {
        return "nan".to_string();
    }
    if f.is_infinite() {
        return if f > 0.0 { "INF" } else { "-INF" }.to_string();
    }
    let text = format!("{f:.6e}");
    let (mantissa, exponent) = text.split_once('e').unwrap_or((&text, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}
