//! Printing of element-list attributes (`array<…>`, `dense<…>`,
//! `dense_resource<…>`, `sparse<…>`) and of the file's resource section.

use std::fmt::Write as _;

use crate::asm::printer::{AsmPrinter, Mode};
use crate::builtin::attributes::{AttrData, Attribute};
use crate::builtin::dense::{read_float_bits, read_int, to_raw_hex, ElementKind};
use crate::builtin::types::Type;

impl AsmPrinter<'_> {
    /// Prints a dense-like attribute.
    pub(crate) fn print_dense_like(&mut self, attr: Attribute) {
        let ctx = self.ctx;
        match attr.data(ctx) {
            AttrData::DenseArray { element, len, data } => {
                self.write_str("array<");
                self.print_type(*element);
                if *len > 0 {
                    self.write_str(": ");
                    let kind = ElementKind::of(ctx, *element).expect("dense array element");
                    for i in 0..*len {
                        if i > 0 {
                            self.write_str(", ");
                        }
                        self.print_element(kind, data, i);
                    }
                }
                self.write_char('>');
            }
            AttrData::DenseElements { ty, splat, data } => {
                if self.elided(*ty) {
                    self.write_str("dense_resource<__elided__> : ");
                    self.print_type(*ty);
                    return;
                }
                self.write_str("dense<");
                self.print_dense_body(*ty, *splat, data);
                self.write_str("> : ");
                self.print_type(*ty);
            }
            AttrData::DenseStrings { ty, splat, values } => {
                self.write_str("dense<");
                if *splat {
                    self.print_string(&values[0]);
                } else {
                    let shape = ty.shape_and_element(ctx).map(|(s, _)| s.to_vec()).unwrap_or_default();
                    let mut i = 0;
                    self.print_nested(&shape, &mut |p| {
                        p.print_string(&values[i]);
                        i += 1;
                    });
                }
                self.write_str("> : ");
                self.print_type(*ty);
            }
            AttrData::DenseResource { ty, key } => {
                self.write_str("dense_resource<");
                self.write_str(key.as_str(ctx));
                self.write_str("> : ");
                self.print_type(*ty);
                if self.mode == Mode::Collect {
                    self.used_resources.push(*key);
                }
            }
            AttrData::Sparse { ty, indices, values } => {
                if self.elided(*ty) {
                    self.write_str("dense_resource<__elided__> : ");
                    self.print_type(*ty);
                    return;
                }
                self.write_str("sparse<");
                let empty = indices.typed(ctx).and_then(|t| t.num_elements(ctx)) == Some(0);
                if !empty {
                    self.print_inner_elements(*indices);
                    self.write_str(", ");
                    self.print_inner_elements(*values);
                }
                self.write_str("> : ");
                self.print_type(*ty);
            }
            _ => {}
        }
    }

    fn elided(&self, ty: Type) -> bool {
        match (self.opts.elide_elements_larger_than, ty.num_elements(self.ctx)) {
            (Some(limit), Some(n)) => n > limit,
            _ => false,
        }
    }

    /// The body of a nested `dense` literal (no `dense<`/type), as used inside `sparse<…>`.
    fn print_inner_elements(&mut self, attr: Attribute) {
        if let AttrData::DenseElements { ty, splat, data } = attr.data(self.ctx) {
            self.print_dense_body(*ty, *splat, data);
        }
    }

    fn print_dense_body(&mut self, ty: Type, splat: bool, data: &[u8]) {
        let ctx = self.ctx;
        let Some((shape, element)) = ty.shape_and_element(ctx) else { return };
        let shape = shape.to_vec();
        let Some(kind) = ElementKind::of(ctx, element) else { return };
        let n = ty.num_elements(ctx).unwrap_or(0);
        if splat {
            self.print_element(kind, data, 0);
            return;
        }
        if n == 0 {
            return;
        }
        if let Some(limit) = self.opts.hex_elements_larger_than
            && n > limit {
                if self.mode == Mode::Print {
                    let raw = to_raw_hex(kind, n as usize, data);
                    self.out.push_str("\"0x");
                    for b in raw {
                        let _ = write!(self.out, "{b:02X}");
                    }
                    self.out.push('"');
                }
                return;
            }
        let mut i = 0;
        self.print_nested(&shape, &mut |p| {
            p.print_element(kind, data, i);
            i += 1;
        });
    }

    /// Prints `[[a, b], [c, d]]` by shape, calling `leaf` for each element.
    fn print_nested(&mut self, shape: &[i64], leaf: &mut dyn FnMut(&mut Self)) {
        if shape.is_empty() {
            leaf(self);
            return;
        }
        // Iterative odometer over the shape (rank is small, but stay flat).
        let rank = shape.len();
        let total: i64 = shape.iter().product();
        if total == 0 {
            self.write_str(&"[".to_string());
            self.write_char(']');
            return;
        }
        let mut idx = vec![0i64; rank];
        self.write_str(&"[".repeat(rank));
        loop {
            leaf(self);
            // Advance.
            let mut d = rank;
            let mut closed = 0;
            while d > 0 {
                d -= 1;
                idx[d] += 1;
                if idx[d] < shape[d] {
                    break;
                }
                idx[d] = 0;
                closed += 1;
                if d == 0 {
                    self.write_str(&"]".repeat(closed));
                    return;
                }
            }
            self.write_str(&"]".repeat(closed));
            self.write_str(", ");
            self.write_str(&"[".repeat(closed));
        }
    }

    fn print_element(&mut self, kind: ElementKind, data: &[u8], i: usize) {
        match kind {
            ElementKind::Int { width: 1, .. } => {
                let v = data.get(i).copied().unwrap_or(0);
                self.write_str(if v != 0 { "true" } else { "false" });
            }
            ElementKind::Int { signed, .. } => {
                let v = read_int(kind, data, i);
                let s = if signed { v.to_signed_string() } else { v.to_unsigned_string() };
                self.write_str(&s);
            }
            ElementKind::Index { .. } => {
                let v = read_int(kind, data, i);
                self.write_str(&v.to_signed_string());
            }
            ElementKind::Float(k) => {
                let bits = read_float_bits(k, data, i);
                self.print_float_value(k, bits);
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

    /// Prints the `{-# dialect_resources: … #-}` section for the resources
    /// referenced by the printed IR.
    pub(crate) fn print_resources(&mut self) {
        let ctx = self.ctx;
        let mut keys = std::mem::take(&mut self.used_resources);
        let mut seen = Vec::new();
        keys.retain(|k| {
            if seen.contains(k) {
                false
            } else {
                seen.push(*k);
                true
            }
        });
        let blobs: Vec<(String, Vec<u8>)> =
            keys.iter().filter_map(|k| ctx.resources.blob(*k).map(|b| (k.as_str(ctx).to_owned(), b))).collect();
        if blobs.is_empty() {
            return;
        }
        self.write_str("\n{-#\n  dialect_resources: {\n    builtin: {\n");
        for (i, (key, blob)) in blobs.iter().enumerate() {
            self.write_str("      ");
            self.write_str(key);
            self.write_str(": \"0x");
            let mut hex = String::with_capacity(blob.len() * 2);
            for b in blob {
                let _ = write!(hex, "{b:02X}");
            }
            self.write_str(&hex);
            self.write_char('"');
            if i + 1 < blobs.len() {
                self.write_char(',');
            }
            self.write_char('\n');
        }
        self.write_str("    }\n  }\n#-}\n");
    }
}
