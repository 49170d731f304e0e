//! Printing of types, attributes and locations, with alias substitution
//! and (in collect mode) alias recording.

use std::fmt::Write as _;

use crate::asm::printer::state::AliasKey;
use crate::asm::printer::{AsmPrinter, Mode};
use crate::builtin::apint::Signedness;
use crate::builtin::attributes::{AttrData, Attribute};
use crate::builtin::float::FloatText;
use crate::builtin::location::{Location, LocationData};
use crate::builtin::types::{DYNAMIC, Type, TypeData};

/// Whether `s` can be printed without quotes as an attribute name or
/// keyword: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b.iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Escapes bytes the way MLIR prints string literals (without quotes):
/// printable ASCII stays, `\` doubles, everything else is `\XX`.
pub fn escape_string(bytes: &[u8], out: &mut String) {
    for &c in bytes {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7E => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{c:02X}");
            }
        }
    }
}

impl AsmPrinter<'_> {
    fn write_fmt_args(&mut self, args: std::fmt::Arguments<'_>) {
        if self.mode == Mode::Print {
            let _ = self.out.write_fmt(args);
        }
    }

    /// Prints a quoted, escaped string.
    pub fn print_string(&mut self, bytes: &[u8]) {
        if self.mode == Mode::Print {
            self.out.push('"');
            escape_string(bytes, &mut self.out);
            self.out.push('"');
        }
    }

    /// Prints quoted and escaped the bytes a text stands for (identifiers
    /// keep bytes that are not UTF-8 encoded: see [`crate::text_bytes`]).
    pub fn print_text_string(&mut self, text: &str) {
        self.print_string(&crate::text_bytes::to_bytes(text));
    }

    /// Prints a symbol name `@name` (quoted when not a bare identifier).
    pub fn print_symbol_name(&mut self, name: &str) {
        self.write_char('@');
        if name.is_empty() {
            // mlir-opt's spelling (which it cannot read back).
            self.write_str("<<INVALID EMPTY SYMBOL>>");
        } else if is_bare_identifier(name) {
            self.write_str(name);
        } else {
            self.print_text_string(name);
        }
    }

    /// Prints an attribute name of a dictionary entry.
    pub fn print_attr_name(&mut self, name: &str) {
        if is_bare_identifier(name) {
            self.write_str(name);
        } else {
            self.print_text_string(name);
        }
    }

    // ----- types -----

    /// Prints a type (its alias when it has one).
    pub fn print_type(&mut self, ty: Type) {
        if self.mode == Mode::Collect {
            if self.aliases.enter(self.ctx, AliasKey::Type(ty), self.in_op_location) {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.print_type_body(ty));
            }
            self.aliases.exit();
            return;
        }
        if let Some(name) = self.aliases.alias_of(AliasKey::Type(ty)) {
            let name = name.to_owned();
            self.write_char('!');
            self.write_str(&name);
            return;
        }
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.print_type_body(ty));
    }

    /// Prints a type's own syntax (never its alias).
    pub(crate) fn print_type_body(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ty.data(ctx) {
            TypeData::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.write_fmt_args(format_args!("{prefix}{width}"));
            }
            TypeData::Index => self.write_str("index"),
            TypeData::Float(kind) => self.write_str(kind.keyword()),
            TypeData::None => self.write_str("none"),
            TypeData::Complex(e) => {
                self.write_str("complex<");
                self.print_type(*e);
                self.write_char('>');
            }
            TypeData::Tuple(elements) => {
                self.write_str("tuple<");
                self.print_type_list(elements);
                self.write_char('>');
            }
            TypeData::Function { inputs, results } => {
                self.write_char('(');
                self.print_type_list(inputs);
                self.write_str(") -> ");
                self.print_result_types(results);
            }
            TypeData::Vector { shape, scalable, element } => {
                self.write_str("vector<");
                for (i, d) in shape.iter().enumerate() {
                    if scalable.get(i).copied().unwrap_or(false) {
                        self.write_fmt_args(format_args!("[{d}]x"));
                    } else {
                        self.write_fmt_args(format_args!("{d}x"));
                    }
                }
                self.print_type(*element);
                self.write_char('>');
            }
            TypeData::RankedTensor { shape, element, encoding } => {
                self.write_str("tensor<");
                self.print_shape(shape);
                self.print_type(*element);
                if let Some(enc) = encoding {
                    self.write_str(", ");
                    self.print_attribute(*enc);
                }
                self.write_char('>');
            }
            TypeData::UnrankedTensor { element } => {
                self.write_str("tensor<*x");
                self.print_type(*element);
                self.write_char('>');
            }
            TypeData::MemRef { shape, element, layout, memory_space } => {
                self.write_str("memref<");
                self.print_shape(shape);
                self.print_type(*element);
                if let Some(l) = layout {
                    self.write_str(", ");
                    self.print_attribute(*l);
                }
                if let Some(ms) = memory_space {
                    self.write_str(", ");
                    self.print_attribute_elided(*ms, true);
                }
                self.write_char('>');
            }
            TypeData::UnrankedMemRef { element, memory_space } => {
                self.write_str("memref<*x");
                self.print_type(*element);
                if let Some(ms) = memory_space {
                    self.write_str(", ");
                    self.print_attribute_elided(*ms, true);
                }
                self.write_char('>');
            }
            TypeData::Opaque { dialect, data } => {
                self.write_char('!');
                self.print_dialect_symbol(dialect.as_str(ctx), data);
            }
            TypeData::Dialect(d) => {
                self.write_char('!');
                let start = self.out.len();
                self.write_str(d.def.dialect);
                self.write_char('.');
                self.write_str(d.def.mnemonic);
                let params_at = self.out.len();
                self.pinned += 1;
                (d.def.param_syntax().print)(self, d);
                self.pinned -= 1;
                if self.mode == Mode::Print {
                    use_pretty_or_angle_form(&mut self.out, start + d.def.dialect.len(), params_at);
                }
            }
        }
    }

    /// `dialect.body` when the body is simple enough (an identifier,
    /// optionally followed by `<…>`), else `dialect<body>`.
    fn print_dialect_symbol(&mut self, dialect: &str, body: &str) {
        self.write_str(dialect);
        if body.is_empty() {
            // `!foo<>`: without the brackets it would read as an alias.
            self.write_str("<>");
            return;
        }
        let ident_len = body
            .bytes()
            .position(|c| !(c.is_ascii_alphanumeric() || c == b'_' || c == b'.'))
            .unwrap_or(body.len());
        let rest = &body[ident_len..];
        let simple = body.as_bytes()[0].is_ascii_alphabetic()
            && (rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>')));
        if simple {
            self.write_char('.');
            self.write_str(body);
        } else {
            self.write_char('<');
            self.write_str(body);
            self.write_char('>');
        }
    }

    fn print_shape(&mut self, shape: &[i64]) {
        for &d in shape {
            if d == DYNAMIC {
                self.write_str("?x");
            } else {
                self.write_fmt_args(format_args!("{d}x"));
            }
        }
    }

    /// `T1, T2, …`
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_type(t);
        }
    }

    /// Result types of a function type: one non-function type bare, else
    /// a parenthesized list.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let bare = results.len() == 1 && results[0].as_function(self.ctx).is_none();
        if bare {
            self.print_type(results[0]);
        } else {
            self.write_char('(');
            self.print_type_list(results);
            self.write_char(')');
        }
    }

    // ----- attributes -----

    /// Prints an attribute (its alias when it has one).
    pub fn print_attribute(&mut self, attr: Attribute) {
        self.print_attribute_elided(attr, false);
    }

    /// Prints an attribute; with `elide_type`, an `i64` integer or a
    /// non-hex `f64` float drops its `: type` (as inside arrays).
    pub fn print_attribute_elided(&mut self, attr: Attribute, elide_type: bool) {
        if self.mode == Mode::Collect {
            if self.aliases.enter(self.ctx, AliasKey::Attr(attr), self.in_op_location) {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    self.print_attribute_body(attr, elide_type)
                });
            }
            self.aliases.exit();
            return;
        }
        if let Some(name) = self.aliases.alias_of(AliasKey::Attr(attr)) {
            let name = name.to_owned();
            self.write_char('#');
            self.write_str(&name);
            return;
        }
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.print_attribute_body(attr, elide_type));
    }

    /// Prints an attribute's own syntax (never its alias).
    pub(crate) fn print_attribute_body(&mut self, attr: Attribute, elide_type: bool) {
        let ctx = self.ctx;
        match attr.data(ctx) {
            AttrData::Unit => self.write_str("unit"),
            AttrData::Integer { ty, value } => {
                if ty.is_signless_integer(ctx, 1) {
                    self.write_str(if value.is_zero() { "false" } else { "true" });
                    return;
                }
                let text = match ty.as_integer(ctx) {
                    Some((_, Signedness::Unsigned)) => value.to_unsigned_string(),
                    _ => value.to_signed_string(),
                };
                self.write_str(&text);
                if !(elide_type && ty.is_signless_integer(ctx, 64)) {
                    self.write_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::Float { ty, bits } => {
                let kind = ty.as_float(ctx).expect("float attribute of float type");
                let is_hex = self.print_float_value(kind, bits.get());
                let is_f64 = kind == crate::builtin::float::FloatKind::F64;
                if !(elide_type && is_f64 && !is_hex) {
                    self.write_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrData::String { value, ty } => {
                self.print_string(value);
                if let Some(t) = ty.filter(|t| !matches!(t.data(ctx), TypeData::None)) {
                    self.write_str(" : ");
                    self.print_type(t);
                }
            }
            AttrData::Array(elements) => {
                self.write_char('[');
                for (i, &e) in elements.iter().enumerate() {
                    if i > 0 {
                        self.write_str(", ");
                    }
                    self.print_attribute_elided(e, true);
                    // One attribute's text may be huge (aliases nest
                    // exponentially): it streams too.
                    self.hand_over_output(super::OUTPUT_CHUNK);
                }
                self.write_char(']');
            }
            AttrData::Dictionary(entries) => {
                self.write_char('{');
                self.print_dict_entries(entries.iter().map(|e| (e.name, e.value)));
                self.write_char('}');
            }
            AttrData::Type(t) => self.print_type(*t),
            AttrData::SymbolRef { root, nested } => {
                self.print_symbol_name(root.as_str(ctx));
                for n in nested.iter() {
                    self.write_str("::");
                    self.print_symbol_name(n.as_str(ctx));
                }
            }
            AttrData::AffineMap(map) => {
                self.write_str("affine_map<");
                if self.mode == Mode::Print {
                    map.print(&mut self.out);
                }
                self.write_char('>');
            }
            AttrData::IntegerSet(set) => {
                self.write_str("affine_set<");
                if self.mode == Mode::Print {
                    set.print(&mut self.out);
                }
                self.write_char('>');
            }
            AttrData::StridedLayout { offset, strides } => {
                self.write_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.write_str(", ");
                    }
                    self.print_dynamic(s);
                }
                self.write_char(']');
                if *offset != 0 {
                    self.write_str(", offset: ");
                    self.print_dynamic(*offset);
                }
                self.write_char('>');
            }
            AttrData::Distinct { referenced, .. } => {
                // Numbered in the order the printing pass writes them.
                let next = self.distinct_ids.len() as u64;
                let id = if self.mode == Mode::Print {
                    *self.distinct_ids.entry(attr).or_insert(next)
                } else {
                    0
                };
                self.write_fmt_args(format_args!("distinct[{id}]<"));
                if !matches!(referenced.data(ctx), AttrData::Unit) {
                    self.print_attribute(*referenced);
                }
                self.write_char('>');
            }
            AttrData::Dialect(d) => {
                self.write_char('#');
                let start = self.out.len();
                self.write_str(d.def.dialect);
                self.write_char('.');
                self.write_str(d.def.mnemonic);
                let params_at = self.out.len();
                self.pinned += 1;
                (d.def.param_syntax().print)(self, d);
                self.pinned -= 1;
                if self.mode == Mode::Print {
                    use_pretty_or_angle_form(&mut self.out, start + d.def.dialect.len(), params_at);
                }
            }
            AttrData::Opaque { dialect, data, ty } => {
                self.write_char('#');
                self.print_dialect_symbol(dialect.as_str(ctx), data);
                if let Some(t) = ty {
                    self.write_str(" : ");
                    self.print_type(*t);
                }
            }
            AttrData::Location(_) => {
                // The alias (if any) was already considered by the caller.
                self.write_str("loc(");
                self.print_location_body(Location(attr), true);
                self.write_char(')');
            }
            AttrData::DenseArray { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseStrings { .. }
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. } => self.print_dense_like(attr),
        }
    }

    fn print_dynamic(&mut self, v: i64) {
        if v == DYNAMIC {
            self.write_char('?');
        } else {
            self.write_fmt_args(format_args!("{v}"));
        }
    }

    /// Prints a float value as mlir-opt does; returns whether it used hex.
    pub(crate) fn print_float_value(
        &mut self,
        kind: crate::builtin::float::FloatKind,
        bits: u128,
    ) -> bool {
        match kind.format(bits) {
            FloatText::Decimal(s) => {
                self.write_str(&s);
                false
            }
            FloatText::Hex => {
                let stored = kind.storage_bits(bits);
                self.write_fmt_args(format_args!("0x{stored:X}"));
                true
            }
        }
    }

    /// `name = value, unit_name, …` (entries already in order).
    pub fn print_dict_entries(
        &mut self,
        entries: impl Iterator<Item = (crate::context::Identifier, Attribute)>,
    ) {
        let ctx = self.ctx;
        for (i, (name, value)) in entries.enumerate() {
            if i > 0 {
                self.write_str(", ");
            }
            self.print_attr_name(name.as_str(ctx));
            if !matches!(value.data(ctx), AttrData::Unit) {
                self.write_str(" = ");
                self.print_attribute(value);
            }
            self.hand_over_output(super::OUTPUT_CHUNK);
        }
    }

    // ----- locations -----

    /// Prints `loc(…)` (the alias inside when the location has one).
    pub fn print_location(&mut self, loc: Location) {
        self.write_str("loc(");
        self.print_location_instance(loc, true);
        self.write_char(')');
    }

    /// Prints `loc(…)` for an op's trailing location (`deferrable`) or a
    /// block argument's location (not deferrable).
    pub(crate) fn print_op_location(&mut self, loc: Location, deferrable: bool) {
        let saved = self.in_op_location;
        self.in_op_location = deferrable;
        self.write_str("loc(");
        self.print_location_instance(loc, deferrable);
        self.write_char(')');
        self.in_op_location = saved;
    }

    fn print_location_instance(&mut self, loc: Location, deferrable: bool) {
        let key = AliasKey::Attr(loc.as_attr());
        // Locations nest (`callsite(callsite(…))`): the stack grows on the
        // heap when it runs low, as for types and attributes.
        if self.mode == Mode::Collect {
            if self.aliases.enter(self.ctx, key, self.in_op_location) {
                stacker::maybe_grow(64 * 1024, 1024 * 1024, || {
                    self.print_location_body(loc, deferrable)
                });
            }
            self.aliases.exit();
            return;
        }
        if let Some(name) = self.aliases.alias_of(key) {
            let name = name.to_owned();
            self.write_char('#');
            self.write_str(&name);
            return;
        }
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.print_location_body(loc, deferrable));
    }

    /// Prints a location without `loc(…)` and without its own alias.
    pub(crate) fn print_location_body(&mut self, loc: Location, deferrable: bool) {
        let ctx = self.ctx;
        match loc.data(ctx) {
            LocationData::Unknown => self.write_str("unknown"),
            LocationData::FileLineCol { file, line, col, end } => {
                let name = file.as_str(ctx);
                // An empty file name prints as `-`, as in mlir-opt.
                self.print_text_string(if name.is_empty() { "-" } else { name });
                let col = col.unwrap_or(0);
                self.write_fmt_args(format_args!(":{line}:{col}"));
                // A range ending on its first line prints `to :col`, and
                // nothing when it also ends on its first column.
                match *end {
                    Some((el, ec)) if el.unwrap_or(*line) == *line && ec == col => {}
                    Some((el, ec)) if el.unwrap_or(*line) == *line => {
                        self.write_fmt_args(format_args!(" to :{ec}"));
                    }
                    Some((Some(el), ec)) => self.write_fmt_args(format_args!(" to {el}:{ec}")),
                    _ => {}
                }
            }
            LocationData::Name { name, child } => {
                self.print_text_string(name.as_str(ctx));
                if let Some(c) = child {
                    self.write_char('(');
                    self.print_location_instance(*c, deferrable);
                    self.write_char(')');
                }
            }
            LocationData::CallSite { callee, caller } => {
                self.write_str("callsite(");
                self.print_location_instance(*callee, deferrable);
                self.write_str(" at ");
                self.print_location_instance(*caller, deferrable);
                self.write_char(')');
            }
            LocationData::Fused { locations, metadata } => {
                self.write_str("fused");
                if let Some(m) = metadata {
                    self.write_char('<');
                    self.print_attribute(*m);
                    self.write_char('>');
                }
                self.write_char('[');
                for (i, &l) in locations.iter().enumerate() {
                    if i > 0 {
                        self.write_str(", ");
                    }
                    self.print_location_instance(l, deferrable);
                }
                self.write_char(']');
            }
        }
    }
}

/// Keeps `#dialect.mnemonic<params>` when the parameters are empty or one
/// `<…>` group, as mlir-opt does; otherwise rewrites the dialect symbol
/// written so far into the angle form `#dialect<mnemonic params>` (`dot`
/// is the offset of the `.` after the namespace).
fn use_pretty_or_angle_form(out: &mut String, dot: usize, params_at: usize) {
    let params = &out[params_at..];
    if params.is_empty() || (params.starts_with('<') && params.ends_with('>')) {
        return;
    }
    out.replace_range(dot..dot + 1, "<");
    out.push('>');
}
