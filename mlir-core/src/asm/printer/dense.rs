//! Printing of element-list attributes (`array<…>`, `dense<…>`,
//! `dense_resource<…>`, `sparse<…>`) and of the file's `{-# … #-}`
//! resource section, as MLIR 22's `AsmPrinter` does:
//!
//! - a splat prints its one element, a zero-element attribute nothing
//!   (`dense<>`), other attributes nested lists by shape;
//! - a non-splat int/float/complex attribute with more elements than the
//!   hex limit prints its raw buffer (`dense<"0x…">`); strings, sparse
//!   indices and `array<…>` never do;
//! - with `--mlir-elide-elementsattrs-if-larger`, a non-splat `dense`
//!   attribute (or a sparse one whose indices or values are such) over the
//!   limit prints `dense_resource<__elided__>`.

use std::fmt::Write as _;

use crate::asm::printer::{AsmPrinter, Mode, escape_string, is_bare_identifier};
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::dense::{
    ComplexPart, ElementKind, read_complex_i1, read_float_bits, read_int, to_raw_hex,
};
use crate::context::builtin::resources::ExternalValue;
use crate::context::builtin::types::Type;

/// Uppercase hex digits of `bytes`.
fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02X}");
    }
    s
}

/// MLIR's `printKeywordOrString`: bare when it is an identifier, else quoted.
fn keyword_or_string(s: &str) -> String {
    if is_bare_identifier(s) {
        return s.to_owned();
    }
    let mut out = String::from("\"");
    escape_string(&crate::support::text_bytes::to_bytes(s), &mut out);
    out.push('"');
    out
}

/// The element count of a shape (saturating; negative dimensions count 0).
fn count(shape: &[i64]) -> u64 {
    shape.iter().fold(1u64, |acc, &d| acc.saturating_mul(d.max(0) as u64))
}

impl AsmPrinter<'_> {
    /// Prints a dense array's elements in brackets (`[1, 2]`, `[]`): its
    /// stripped form in a declarative format. Other attributes print whole.
    pub fn print_dense_array_elements(&mut self, attr: Attribute) {
        let ctx = self.ctx;
        let AttrData::DenseArray { element, len, data } = attr.data(ctx) else {
            self.print_attribute(attr);
            return;
        };
        self.write_char('[');
        if let Some(kind) = ElementKind::of(ctx, *element) {
            self.print_array_elements(kind, *len, data);
        }
        self.write_char(']');
    }

    /// Prints a dense-like attribute but its trailing ` : type`, and
    /// returns that type (the caller prints it, so that a type nested in
    /// it costs no stack).
    pub(crate) fn print_dense_like(&mut self, attr: Attribute) -> Option<Type> {
        let ctx = self.ctx;
        match attr.data(ctx) {
            AttrData::DenseArray { element, len, data } => {
                self.write_str("array<");
                self.print_type(*element);
                if *len > 0 {
                    self.write_str(": ");
                    if let Some(kind) = ElementKind::of(ctx, *element) {
                        self.print_array_elements(kind, *len, data);
                    }
                }
                self.write_char('>');
                return None;
            }
            AttrData::DenseElements { ty, splat, data } => {
                if self.should_elide(attr) {
                    self.write_str("dense_resource<__elided__>");
                } else {
                    self.write_str("dense<");
                    self.print_dense_body(*ty, *splat, data, true);
                    self.write_char('>');
                }
            }
            AttrData::DenseStrings { .. } => {
                if self.should_elide(attr) {
                    self.write_str("dense_resource<__elided__>");
                } else {
                    self.write_str("dense<");
                    self.print_inner_elements(attr, false);
                    self.write_char('>');
                }
            }
            AttrData::DenseResource { key, .. } => {
                self.write_str("dense_resource<");
                self.write_str(&keyword_or_string(key.as_str(ctx)));
                self.write_char('>');
                // Recorded while really printing (properties included, which
                // the alias pass skips): the section lists blobs in the order
                // of first reference in the output.
                if self.mode == Mode::Print {
                    self.used_resources.push(*key);
                }
            }
            AttrData::Sparse { indices, values, .. } => {
                if self.should_elide(*indices) || self.should_elide(*values) {
                    self.write_str("dense_resource<__elided__>");
                } else {
                    self.write_str("sparse<");
                    let n = indices.typed(ctx).and_then(|t| t.num_elements(ctx)).unwrap_or(0);
                    if n != 0 {
                        self.print_inner_elements(*indices, false);
                        self.write_str(", ");
                        self.print_inner_elements(*values, true);
                    }
                    self.write_char('>');
                }
            }
            _ => return None,
        }
        attr.typed(ctx)
    }

    /// Whether a `dense` attribute is elided (`shouldElideElementsAttr`):
    /// more elements than the limit, and not a splat.
    fn should_elide(&self, attr: Attribute) -> bool {
        let ctx = self.ctx;
        let (ty, splat) = match attr.data(ctx) {
            AttrData::DenseElements { ty, splat, .. }
            | AttrData::DenseStrings { ty, splat, .. } => (*ty, *splat),
            _ => return false,
        };
        let n = ty.shape_and_element(ctx).map_or(0, |(s, _)| count(s));
        self.opts.elide_elements_larger_than.is_some_and(|limit| n > limit) && !splat
    }

    /// The body of a `dense` attribute (between `dense<` and `>`), as used
    /// inside `sparse<…>` too.
    fn print_inner_elements(&mut self, attr: Attribute, allow_hex: bool) {
        match attr.data(self.ctx) {
            AttrData::DenseElements { ty, splat, data } => {
                self.print_dense_body(*ty, *splat, data, allow_hex);
            }
            AttrData::DenseStrings { ty, splat, values } => {
                let shape =
                    ty.shape_and_element(self.ctx).map(|(s, _)| s.to_vec()).unwrap_or_default();
                self.print_elements(&shape, *splat, &mut |p, i| {
                    p.print_string(values.get(i).map_or(&[][..], |v| &v[..]));
                });
            }
            _ => {}
        }
    }

    fn print_dense_body(&mut self, ty: Type, splat: bool, data: &[u8], allow_hex: bool) {
        let ctx = self.ctx;
        let Some((shape, element)) = ty.shape_and_element(ctx) else { return };
        let shape = shape.to_vec();
        let Some(kind) = ElementKind::of(ctx, element) else { return };
        let n = count(&shape);
        let hex_limit = self.opts.hex_elements_larger_than;
        if allow_hex && !splat && hex_limit.is_some_and(|limit| n > limit) {
            let raw = to_raw_hex(kind, usize::try_from(n).unwrap_or(usize::MAX), data);
            self.write_str("\"0x");
            if self.mode == Mode::Print {
                self.out.push_str(&hex(&raw));
            }
            self.write_char('"');
            return;
        }
        self.print_elements(&shape, splat, &mut |p, i| p.print_element(kind, data, i));
    }

    /// MLIR's `printDenseElementsAttrImpl`: the splat element, nothing for
    /// zero elements, else nested lists by shape; `leaf` prints element `i`.
    fn print_elements(
        &mut self,
        shape: &[i64],
        splat: bool,
        leaf: &mut dyn FnMut(&mut Self, usize),
    ) {
        // Elements hold nothing the alias pass looks for.
        if self.mode == Mode::Collect {
            return;
        }
        if splat {
            leaf(self, 0);
            return;
        }
        let n = count(shape);
        if n == 0 {
            return;
        }
        let rank = shape.len();
        if rank == 0 {
            leaf(self, 0);
            return;
        }
        let mut counter = vec![0i64; rank];
        let mut open = 0;
        for idx in 0..n {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            leaf(self, usize::try_from(idx).unwrap_or(usize::MAX));
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    self.out.push(']');
                }
            }
        }
        for _ in 0..open {
            self.out.push(']');
        }
    }

    /// The elements of `array<…>`, comma-separated.
    fn print_array_elements(&mut self, kind: ElementKind, len: usize, data: &[u8]) {
        if self.mode == Mode::Collect {
            return;
        }
        for i in 0..len {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_element(kind, data, i);
        }
    }

    /// Element `i` of our storage (see [`crate::context::builtin::dense`]).
    fn print_element(&mut self, kind: ElementKind, data: &[u8], i: usize) {
        match kind {
            ElementKind::Int { width: 1, .. } => {
                let v = data.get(i).copied().unwrap_or(0);
                self.write_str(if v != 0 { "true" } else { "false" });
            }
            ElementKind::Int { signed: true, .. } => {
                self.write_str(&read_int(kind, data, i).to_signed_string());
            }
            ElementKind::Int { width, signed: false } => {
                // MLIR reads whole bytes into the APInt without clearing the
                // bits above the width, and an unsigned value prints them
                // (`dense<"0xFF"> : tensor<2xui7>` prints 255).
                let bytes = width.div_ceil(8) * 8;
                let whole = ElementKind::Int { width: bytes, signed: false };
                self.write_str(&read_int(whole, data, i).to_unsigned_string());
            }
            ElementKind::Index { .. } => {
                let v = read_int(kind, data, i);
                self.write_str(&v.to_signed_string());
            }
            ElementKind::Float(k) => {
                let bits = read_float_bits(k, data, i);
                self.print_float_value(k, bits);
            }
            ElementKind::Complex(ComplexPart::Int { width: 1, .. }) => {
                let (re, im) = read_complex_i1(data, i);
                let text = |b: bool| if b { "true" } else { "false" };
                self.write_char('(');
                self.write_str(text(re));
                self.write_char(',');
                self.write_str(text(im));
                self.write_char(')');
            }
            ElementKind::Complex(part) => {
                let inner = part.as_kind();
                self.write_char('(');
                self.print_element(inner, data, 2 * i);
                self.write_char(',');
                self.print_element(inner, data, 2 * i + 1);
                self.write_char(')');
            }
        }
    }

    /// Prints the `{-# … #-}` section (MLIR's `printFileMetadataDictionary`):
    /// the builtin blobs referenced by the printed IR, in order of first
    /// reference, then the external resource groups as read.
    pub(crate) fn print_resources(&mut self) {
        let ctx = self.ctx;
        let mut seen = Vec::new();
        let mut blobs = Vec::new();
        for key in std::mem::take(&mut self.used_resources) {
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            if let Some(blob) = ctx.resources.blob(key) {
                blobs.push((keyword_or_string(key.as_str(ctx)), format!("\"0x{}\"", hex(&blob))));
            }
        }
        let mut section = ResourceSection::default();
        section.group("dialect", "builtin", &blobs);
        section.close_section();
        section.next_section();
        for group in ctx.resources.external_groups() {
            let entries: Vec<(String, String)> = group
                .entries
                .iter()
                .map(|(key, value)| {
                    let text = match value {
                        ExternalValue::Blob(b) => format!("\"0x{}\"", hex(b)),
                        ExternalValue::Bool(v) => v.to_string(),
                        ExternalValue::String(s) => {
                            let mut t = String::from("\"");
                            escape_string(s, &mut t);
                            t.push('"');
                            t
                        }
                    };
                    (keyword_or_string(key), text)
                })
                .collect();
            section.group("external", &group.name, &entries);
        }
        section.close_section();
        if section.started {
            section.out.push_str("\n#-}\n");
        }
        self.write_str(&section.out);
    }
}

/// The state of MLIR's `printResourceFileMetadata` while it writes the
/// section: which levels are open and need a comma before the next entry.
#[derive(Default)]
struct ResourceSection {
    out: String,
    /// Whether `{-#` was written.
    started: bool,
    /// Whether the current `<kind>_resources: {` is open.
    had_resource: bool,
    /// Whether a previous section was written (comma before the next).
    need_resource_comma: bool,
    /// Whether a previous group of this section was written.
    need_entry_comma: bool,
}

impl ResourceSection {
    /// Writes one group `name: { key: value, … }` of section `kind`
    /// (nothing when it has no entries).
    fn group(&mut self, kind: &str, name: &str, entries: &[(String, String)]) {
        for (i, (key, value)) in entries.iter().enumerate() {
            if !std::mem::replace(&mut self.started, true) {
                self.out.push_str("\n{-#\n");
            }
            if !std::mem::replace(&mut self.had_resource, true) {
                if self.need_resource_comma {
                    self.out.push_str(",\n");
                }
                let _ = writeln!(self.out, "  {kind}_resources: {{");
            }
            if i == 0 {
                if self.need_entry_comma {
                    self.out.push_str(",\n");
                }
                let _ = writeln!(self.out, "    {name}: {{");
            } else {
                self.out.push_str(",\n");
            }
            let _ = write!(self.out, "      {key}: {value}");
        }
        if !entries.is_empty() {
            self.need_entry_comma = true;
            self.out.push_str("\n    }");
        }
    }

    /// Closes the current section if anything was written in it.
    fn close_section(&mut self) {
        if self.had_resource {
            self.out.push_str("\n  }");
        }
    }

    /// Starts the next section (`external_resources` after the dialect one).
    fn next_section(&mut self) {
        self.need_entry_comma = false;
        self.need_resource_comma = self.had_resource;
        self.had_resource = false;
    }
}
