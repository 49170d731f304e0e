//! The syntax of types, attributes and locations (what each kind writes;
//! `pieces.rs` runs it), and the helpers of their printing API.

use std::fmt::Write as _;

use crate::asm::printer::{AsmPrinter, Mode};
use crate::asm_hooks::printer_state::Piece;
use crate::context::Identifier;
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::location::{Location, LocationData};
use crate::context::builtin::memref_layout::is_identity_layout;
use crate::context::builtin::types::{DYNAMIC, Type, TypeData};
use crate::support::apint::Signedness;
use crate::support::float::FloatText;

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

impl<'a> AsmPrinter<'a> {
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
    /// keep bytes that are not UTF-8 encoded: see [`crate::support::text_bytes`]).
    pub fn print_text_string(&mut self, text: &str) {
        self.print_string(&crate::support::text_bytes::to_bytes(text));
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

    // ----- the syntax of each kind -----
    //
    // Each writes a value's leading text and pushes the rest as pieces
    // (`pieces.rs`), never printing a child itself: nesting costs no stack.

    /// Writes a type's own syntax (never its alias).
    pub(super) fn type_body(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ty.data(ctx) {
            TypeData::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.write_str(prefix);
                self.write_u64(u64::from(*width));
            }
            TypeData::Index => self.write_str("index"),
            TypeData::Float(kind) => self.write_str(kind.keyword()),
            TypeData::None => self.write_str("none"),
            TypeData::Complex(e) => {
                self.write_str("complex<");
                self.later(&[Piece::Type(*e), Piece::Str(">")]);
            }
            TypeData::Tuple(elements) => {
                self.write_str("tuple<");
                self.later(&[Piece::Types(elements, 0), Piece::Str(">")]);
            }
            TypeData::Function { inputs, results } => {
                self.write_char('(');
                // One non-function result prints bare, else a list in parentheses.
                if results.len() == 1 && results[0].as_function(ctx).is_none() {
                    self.later(&[
                        Piece::Types(inputs, 0),
                        Piece::Str(") -> "),
                        Piece::Type(results[0]),
                    ]);
                } else {
                    self.later(&[
                        Piece::Types(inputs, 0),
                        Piece::Str(") -> ("),
                        Piece::Types(results, 0),
                        Piece::Str(")"),
                    ]);
                }
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
                self.later(&[Piece::Type(*element), Piece::Str(">")]);
            }
            TypeData::RankedTensor { shape, element, encoding } => {
                self.write_str("tensor<");
                self.print_shape(shape);
                match encoding {
                    Some(enc) => self.later(&[
                        Piece::Type(*element),
                        Piece::Str(", "),
                        Piece::Attr(*enc, false),
                        Piece::Str(">"),
                    ]),
                    None => self.later(&[Piece::Type(*element), Piece::Str(">")]),
                }
            }
            TypeData::UnrankedTensor { element } => {
                self.write_str("tensor<*x");
                self.later(&[Piece::Type(*element), Piece::Str(">")]);
            }
            TypeData::MemRef { shape, element, layout, memory_space } => {
                self.write_str("memref<");
                self.print_shape(shape);
                self.print_memref_rest(*element, *layout, *memory_space);
            }
            TypeData::UnrankedMemRef { element, memory_space } => {
                self.write_str("memref<*x");
                self.print_memref_rest(*element, None, *memory_space);
            }
            TypeData::Opaque { dialect, data } => {
                self.write_char('!');
                self.print_dialect_symbol(dialect.as_str(ctx), data);
            }
            TypeData::Dialect(d) => {
                let print = d.def.param_syntax().print;
                self.print_dialect_value('!', d.def.dialect, d.def.mnemonic, |p| print(p, d));
            }
        }
    }

    /// A memref's `element, layout, memory space>` (pushed last to first).
    fn print_memref_rest(
        &mut self,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) {
        self.pieces.push(Piece::Str(">"));
        if let Some(ms) = memory_space {
            self.later(&[Piece::Str(", "), Piece::Attr(ms, true)]);
        }
        // An identity layout is not written (a dialect's says whether it is).
        if let Some(l) = layout
            && !is_identity_layout(self.ctx, l)
        {
            self.later(&[Piece::Str(", "), Piece::Attr(l, false)]);
        }
        self.pieces.push(Piece::Type(element));
    }

    /// `!dialect.mnemonic<params>` or `#…` (or the angle form, see
    /// [`use_pretty_or_angle_form`]), the parameters written by the
    /// kind's print hook.
    fn print_dialect_value(
        &mut self,
        sigil: char,
        dialect: &str,
        mnemonic: &str,
        params: impl FnOnce(&mut Self),
    ) {
        self.write_char(sigil);
        let start = self.out.len();
        self.write_str(dialect);
        self.write_char('.');
        self.write_str(mnemonic);
        let params_at = self.out.len();
        self.pinned += 1;
        // The hook is user code that calls back into the printer
        // (`print_type`, `print_attribute`) for its parameters, so values
        // nested through dialect kinds do recurse: the stack grows on the
        // heap when it runs low.
        stacker::maybe_grow(64 * 1024, 1024 * 1024, || params(self));
        self.pinned -= 1;
        if self.mode == Mode::Print {
            use_pretty_or_angle_form(&mut self.out, start + dialect.len(), params_at);
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

    /// Writes an attribute's own syntax (never its alias).
    pub(super) fn attribute_body(&mut self, attr: Attribute, elide_type: bool) {
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
                    self.then_type(*ty);
                }
            }
            AttrData::Float { ty, bits } => {
                let kind = ty.as_float(ctx).expect("float attribute of float type");
                let is_hex = self.print_float_value(kind, bits.get());
                let is_f64 = kind == crate::support::float::FloatKind::F64;
                if !(elide_type && is_f64 && !is_hex) {
                    self.then_type(*ty);
                }
            }
            AttrData::String { value, ty } => {
                self.print_string(value);
                if let Some(t) = ty.filter(|t| !matches!(t.data(ctx), TypeData::None)) {
                    self.then_type(t);
                }
            }
            AttrData::Array(elements) => {
                self.write_char('[');
                self.pieces.push(Piece::Elements(elements, 0));
            }
            AttrData::Dictionary(entries) => {
                self.write_char('{');
                self.pieces.push(Piece::Entries(entries, 0));
            }
            AttrData::Type(t) => self.pieces.push(Piece::Type(*t)),
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
                if matches!(referenced.data(ctx), AttrData::Unit) {
                    self.write_char('>');
                } else {
                    self.later(&[Piece::Attr(*referenced, false), Piece::Str(">")]);
                }
            }
            AttrData::Dialect(d) => {
                let print = d.def.param_syntax().print;
                self.print_dialect_value('#', d.def.dialect, d.def.mnemonic, |p| print(p, d));
                // A typed attribute ends with its type, unless that is `none`.
                if let Some(ty) = d.self_type()
                    && ty != ctx.none_type()
                {
                    self.then_type(ty);
                }
            }
            AttrData::Opaque { dialect, data, ty } => {
                self.write_char('#');
                self.print_dialect_symbol(dialect.as_str(ctx), data);
                if let Some(t) = ty {
                    self.then_type(*t);
                }
            }
            AttrData::Location(_) => {
                // The alias (if any) was already considered by the caller.
                self.write_str("loc(");
                self.pieces.push(Piece::Str(")"));
                self.location_body(Location(attr));
            }
            AttrData::DenseArray { .. }
            | AttrData::DenseElements { .. }
            | AttrData::DenseStrings { .. }
            | AttrData::DenseResource { .. }
            | AttrData::Sparse { .. } => {
                if let Some(ty) = self.print_dense_like(attr) {
                    self.then_type(ty);
                }
            }
        }
    }

    /// ` : type` after a value, the type pushed.
    fn then_type(&mut self, ty: Type) {
        self.write_str(" : ");
        self.pieces.push(Piece::Type(ty));
    }

    fn print_dynamic(&mut self, v: i64) {
        if v == DYNAMIC {
            self.write_char('?');
        } else {
            self.write_fmt_args(format_args!("{v}"));
        }
    }

    /// Prints the float of kind `kind` whose bits are `bits` as mlir-opt
    /// does (shortest decimal that reads back exactly, else hexadecimal);
    /// returns whether it used hex.
    pub fn print_float_value(
        &mut self,
        kind: crate::support::float::FloatKind,
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
    pub fn print_dict_entries(&mut self, entries: impl Iterator<Item = (Identifier, Attribute)>) {
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
            if !self.stream_point() {
                return;
            }
        }
    }

    /// Writes `"file":line:col`.
    fn file_line_col(&mut self, file: Identifier, line: u32, col: u32) {
        let name = file.as_str(self.ctx);
        // An empty file name prints as `-`, as in mlir-opt.
        self.print_text_string(if name.is_empty() { "-" } else { name });
        self.write_fmt_args(format_args!(":{line}:{col}"));
    }

    /// Writes a location without `loc(…)` and without its own alias.
    pub(super) fn location_body(&mut self, loc: Location) {
        let ctx = self.ctx;
        if let Some(point) = ctx.file_points.point(loc.attr()) {
            self.file_line_col(point.file, point.line, point.col);
            return;
        }
        match loc.data(ctx) {
            LocationData::Unknown => self.write_str("unknown"),
            LocationData::FileLineCol { file, line, col, end } => {
                let col = col.unwrap_or(0);
                self.file_line_col(*file, *line, col);
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
                    self.later(&[Piece::Loc(*c), Piece::Str(")")]);
                }
            }
            LocationData::CallSite { callee, caller } => {
                self.write_str("callsite(");
                self.later(&[
                    Piece::Loc(*callee),
                    Piece::Str(" at "),
                    Piece::Loc(*caller),
                    Piece::Str(")"),
                ]);
            }
            LocationData::Fused { locations, metadata } => {
                self.write_str("fused");
                match metadata {
                    Some(m) => {
                        self.write_char('<');
                        self.later(&[
                            Piece::Attr(*m, false),
                            Piece::Str(">["),
                            Piece::Parts(locations, 0),
                        ]);
                    }
                    None => {
                        self.write_char('[');
                        self.pieces.push(Piece::Parts(locations, 0));
                    }
                }
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
