//! The JSON payloads of nv_tileaa's hint attributes (`atom_hint`,
//! `layout_hint`, `slice_hint`, ...): a small JSON reader and the checks
//! whose messages the binary carries (`atom_hint: expected a JSON object`,
//! `atom_hint: missing 'kind' field`, `atom_hint: kind 'mma.sm100' requires
//! 'num_cta' to be 1 or 2`). The other hints get the same object check
//! under their own name (ours).

/// A parsed JSON value; only what the checks read is kept.
#[derive(Debug, PartialEq)]
pub enum Json {
    Object(Vec<(String, Json)>),
    Array(Vec<Json>),
    String(String),
    Number(f64),
    Bool(bool),
    Null,
}

impl Json {
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// Checks the payload of hint `name` (`atom_hint`, ...).
pub fn check(name: &str, text: &str) -> Result<(), String> {
    let value = parse(text);
    let Some(value @ Json::Object(_)) = value else {
        return Err(format!("{name}: expected a JSON object"));
    };
    if name != "atom_hint" {
        return Ok(());
    }
    let Some(kind) = value.get("kind") else {
        return Err("atom_hint: missing 'kind' field".to_string());
    };
    let Json::String(kind) = kind else {
        return Err("atom_hint: 'kind' must be a string".to_string());
    };
    if kind == "mma.sm100" {
        let ok = match value.get("num_cta") {
            None => true,
            Some(Json::Number(n)) => *n == 1.0 || *n == 2.0,
            Some(_) => false,
        };
        if !ok {
            return Err("atom_hint: kind 'mma.sm100' requires 'num_cta' to be 1 or 2".to_string());
        }
    }
    Ok(())
}

/// Parses one JSON document (surrounding whitespace allowed); `None` when
/// it is not valid JSON.
pub fn parse(text: &str) -> Option<Json> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    let v = r.value()?;
    r.ws();
    (r.i == r.s.len()).then_some(v)
}

struct Reader<'a> {
    s: &'a [u8],
    i: usize,
    depth: usize,
}

/// Nesting deeper than this is rejected rather than recursed into.
const MAX_DEPTH: usize = 256;

impl Reader<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn word(&mut self, w: &str) -> bool {
        if self.s[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self) -> Option<Json> {
        self.ws();
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return None;
        }
        let v = match *self.s.get(self.i)? {
            b'{' => {
                self.i += 1;
                let mut fields = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.ws();
                        let k = self.string()?;
                        if !self.eat(b':') {
                            return None;
                        }
                        fields.push((k, self.value()?));
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return None;
                        }
                    }
                }
                Json::Object(fields)
            }
            b'[' => {
                self.i += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value()?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return None;
                        }
                    }
                }
                Json::Array(items)
            }
            b'"' => Json::String(self.string()?),
            b't' if self.word("true") => Json::Bool(true),
            b'f' if self.word("false") => Json::Bool(false),
            b'n' if self.word("null") => Json::Null,
            _ => {
                let start = self.i;
                while self.i < self.s.len()
                    && matches!(
                        self.s[self.i],
                        b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9'
                    )
                {
                    self.i += 1;
                }
                let n = std::str::from_utf8(&self.s[start..self.i]).ok()?;
                Json::Number(n.parse().ok()?)
            }
        };
        self.depth -= 1;
        Some(v)
    }

    fn string(&mut self) -> Option<String> {
        if self.s.get(self.i) != Some(&b'"') {
            return None;
        }
        self.i += 1;
        let mut out = Vec::new();
        loop {
            let c = *self.s.get(self.i)?;
            self.i += 1;
            match c {
                b'"' => return String::from_utf8(out).ok(),
                b'\\' => {
                    let e = *self.s.get(self.i)?;
                    self.i += 1;
                    out.push(match e {
                        b'n' => b'\n',
                        b't' => b'\t',
                        b'r' => b'\r',
                        other => other,
                    });
                }
                _ => out.push(c),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atom_hint_checks() {
        assert_eq!(
            check("atom_hint", "[1]").unwrap_err(),
            "atom_hint: expected a JSON object"
        );
        assert_eq!(
            check("atom_hint", "{\"shape_mnk\": [64, 64, 16]}").unwrap_err(),
            "atom_hint: missing 'kind' field"
        );
        assert_eq!(
            check("atom_hint", "{\"kind\": \"mma.sm100\", \"num_cta\": 4}").unwrap_err(),
            "atom_hint: kind 'mma.sm100' requires 'num_cta' to be 1 or 2"
        );
        assert!(check("atom_hint", "{\"kind\": \"mma.sm100\", \"num_cta\": 2}").is_ok());
        assert!(check("layout_hint", "{}").is_ok());
        assert_eq!(
            check("slice_hint", "{").unwrap_err(),
            "slice_hint: expected a JSON object"
        );
    }

    #[test]
    fn deep_nesting_is_rejected_not_recursed() {
        let deep = "[".repeat(100_000);
        assert_eq!(parse(&deep), None);
    }
}
