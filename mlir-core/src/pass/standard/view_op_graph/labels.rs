//! The labels of `view-op-graph`'s nodes and clusters, byte for byte as
//! mlir-opt 22 writes them.
//!
//! - An op without regions is a record: `{{<argP> %a|…}|name\l\lattr: value\l…|{<resP> %r type|…}}`,
//!   the operand row and the result row present only when there are
//!   operands and results, the attributes (after an empty line) only when
//!   asked for and present. A port `P` is the value's name with `%` and `#`
//!   turned into `_`.
//! - An op with regions is a cluster labelled `name : (types)\lattr: value\l…`;
//!   the types are joined and cut as one text and not escaped, the `\l`
//!   after them is there whenever attributes are asked for.
//! - A block argument is a record `<resP> %arg0 type`.
//!
//! Attributes are the inherent ones (a registered op's properties) and the
//! discardable ones, sorted by name; a splat elements attribute is written
//! whole, one of more elements than the elision limit (16, or
//! `--mlir-elide-elementsattrs-if-larger`) as `[[...]] : type`, an array of
//! more entries than it as `[...]`, anything else cut after `max-label-len`
//! bytes (`...` added). Types are cut the same way. Cut texts, attribute
//! values and types are then escaped for records (`{ | < } > " \n` get a
//! backslash); names are written as they are, except the attribute names
//! of a cluster's label.

use rustc_hash::FxHashMap;

use crate::asm::printer::{OperandNamer, PrintOptions, attr_to_string_with, type_to_string_with};
use crate::context::builtin::attributes::{AttrData, Attribute};
use crate::context::builtin::types::Type;
use crate::ir::{IrView, Op, Value};
use crate::support::text_bytes;

/// How much of the IR the labels show: the pass's options.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LabelOptions {
    /// Bytes of an attribute or type kept before `...`.
    pub(crate) max_label_len: u32,
    /// Whether attributes are shown.
    pub(crate) print_attrs: bool,
    /// Whether result and argument types are shown.
    pub(crate) print_result_types: bool,
}

/// Elements attributes and arrays of more entries are elided when no
/// `--mlir-elide-elementsattrs-if-larger` is given.
const DEFAULT_ELISION_LIMIT: u64 = 16;

/// Writes the labels of the ops and values of one graph.
pub(super) struct Labeler<'a> {
    ir: &'a IrView,
    opts: LabelOptions,
    print: PrintOptions,
    namer: OperandNamer<'a>,
    /// Each value's name, once computed.
    names: FxHashMap<Value, Vec<u8>>,
}

impl<'a> Labeler<'a> {
    /// Labels for the graph of `root`, values named and attributes
    /// written with the printing flags `print`.
    pub(super) fn new(
        ir: &'a IrView,
        root: Op,
        opts: LabelOptions,
        print: &PrintOptions,
    ) -> Labeler<'a> {
        Labeler {
            ir,
            opts,
            print: print.clone(),
            namer: OperandNamer::new(ir, print, root),
            names: FxHashMap::default(),
        }
    }

    /// The name of `v` as an operand (`%0`, `%2#1`, `%arg0`).
    pub(super) fn value_name(&mut self, v: Value) -> Vec<u8> {
        if let Some(name) = self.names.get(&v) {
            return name.clone();
        }
        let name = text_bytes::into_bytes(self.namer.name(v));
        self.names.insert(v, name.clone());
        name
    }

    /// The port of `v` on the records that define and use it: its name
    /// with `%` and `#` turned into `_`.
    pub(super) fn port(&mut self, v: Value) -> Vec<u8> {
        let mut name = self.value_name(v);
        for b in &mut name {
            if matches!(*b, b'%' | b'#') {
                *b = b'_';
            }
        }
        name
    }

    /// The record of an op without regions.
    pub(super) fn record_label(&mut self, op: Op) -> Vec<u8> {
        let ir = self.ir;
        let mut out = vec![b'{'];
        if op.num_operands(ir) > 0 {
            out.push(b'{');
            for (i, v) in op.operands(ir).enumerate() {
                if i > 0 {
                    out.push(b'|');
                }
                out.extend_from_slice(b"<arg");
                out.extend(self.port(v));
                out.extend_from_slice(b"> ");
                out.extend(self.value_name(v));
            }
            out.extend_from_slice(b"}|");
        }
        out.extend_from_slice(&text_bytes::to_bytes(op.name(ir).as_str(ir.ctx())));
        out.extend_from_slice(b"\\l");
        let attrs = if self.opts.print_attrs { self.attributes(op) } else { Vec::new() };
        if !attrs.is_empty() {
            out.extend_from_slice(b"\\l");
            for (name, value) in attrs {
                out.extend(name);
                out.extend_from_slice(b": ");
                out.extend(self.attr_text(value));
                out.extend_from_slice(b"\\l");
            }
        }
        if op.num_results(ir) > 0 {
            out.extend_from_slice(b"|{");
            for (i, v) in op.results(ir).enumerate() {
                if i > 0 {
                    out.push(b'|');
                }
                out.extend(self.value_label(v));
            }
            out.push(b'}');
        }
        out.push(b'}');
        out
    }

    /// The label of the cluster of an op with regions.
    pub(super) fn cluster_label(&mut self, op: Op) -> Vec<u8> {
        let ir = self.ir;
        let ctx = ir.ctx();
        let mut out = text_bytes::into_bytes(op.name(ir).as_str(ctx).to_owned());
        if self.opts.print_result_types {
            let types: Vec<String> =
                op.results(ir).map(|v| type_to_string_with(ctx, v.ty(ir), &self.print)).collect();
            out.extend_from_slice(b" : (");
            out.extend(self.truncate(text_bytes::into_bytes(types.join(", "))));
            out.push(b')');
        }
        if self.opts.print_attrs {
            out.extend_from_slice(b"\\l");
            for (name, value) in self.attributes(op) {
                out.extend(escape(&name));
                out.extend_from_slice(b": ");
                out.extend(self.attr_text(value));
                out.extend_from_slice(b"\\l");
            }
        }
        out
    }

    /// The record of a block argument, `<resP> %arg0 type`; also a result's
    /// field in its op's record.
    pub(super) fn value_label(&mut self, v: Value) -> Vec<u8> {
        let mut out = b"<res".to_vec();
        out.extend(self.port(v));
        out.extend_from_slice(b"> ");
        out.extend(self.value_name(v));
        if self.opts.print_result_types {
            out.push(b' ');
            out.extend(self.type_text(v.ty(self.ir)));
        }
        out
    }

    /// The inherent and discardable attributes of `op` by name, sorted as
    /// their names' bytes (MLIR's `getAttrs`: one dictionary of both).
    fn attributes(&self, op: Op) -> Vec<(Vec<u8>, Attribute)> {
        let ir = self.ir;
        let ctx = ir.ctx();
        let name = op.name(ir);
        let mut entries: Vec<(&str, Attribute)> = Vec::new();
        // An unregistered op's `<{…}>` is not among its attributes.
        if name.registered(ctx).is_some() {
            let props = name.property_names(ctx).iter().zip(op.props(ir));
            entries.extend(props.filter_map(|(n, v)| v.map(|v| (*n, v))));
        }
        entries.extend(op.attrs(ir).iter().map(|a| (a.name.as_str(ctx), a.value)));
        entries.sort_by(|a, b| text_bytes::cmp(a.0, b.0));
        entries.into_iter().map(|(n, v)| (text_bytes::to_bytes(n).into_owned(), v)).collect()
    }

    /// An attribute's value in a label (see the module doc).
    fn attr_text(&self, attr: Attribute) -> Vec<u8> {
        let ctx = self.ir.ctx();
        let limit = self.print.elide_elements_larger_than.unwrap_or(DEFAULT_ELISION_LIMIT);
        let elements = match attr.data(ctx) {
            AttrData::DenseElements { splat: true, .. }
            | AttrData::DenseStrings { splat: true, .. } => {
                return escape(&self.attr_bytes(attr));
            }
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseStrings { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::Sparse { ty, .. } => Some(*ty),
            AttrData::Array(items) if items.len() as u64 > limit => return b"[...]".to_vec(),
            _ => None,
        };
        if let Some(ty) = elements
            && ty.num_elements(ctx).is_some_and(|n| n > limit)
        {
            let rank = ty.shape_and_element(ctx).map_or(0, |(shape, _)| shape.len());
            let mut out = vec![b'['; rank];
            out.extend_from_slice(b"...");
            out.resize(out.len() + rank, b']');
            out.extend_from_slice(b" : ");
            out.extend(self.type_text(ty));
            return out;
        }
        escape(&self.truncate(self.attr_bytes(attr)))
    }

    /// A type in a record: cut, then escaped.
    fn type_text(&self, ty: Type) -> Vec<u8> {
        let text = type_to_string_with(self.ir.ctx(), ty, &self.print);
        escape(&self.truncate(text_bytes::into_bytes(text)))
    }

    fn attr_bytes(&self, attr: Attribute) -> Vec<u8> {
        text_bytes::into_bytes(attr_to_string_with(self.ir.ctx(), attr, &self.print))
    }

    /// `text` cut after `max-label-len` bytes, with `...` then.
    fn truncate(&self, mut text: Vec<u8>) -> Vec<u8> {
        let max = self.opts.max_label_len as usize;
        if text.len() > max {
            text.truncate(max);
            text.extend_from_slice(b"...");
        }
        text
    }
}

/// `text` with a backslash before each byte a record label gives a
/// meaning to: `{ | < } >`, `"` and newline.
fn escape(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    for &b in text {
        if matches!(b, b'{' | b'|' | b'<' | b'}' | b'>' | b'\n' | b'"') {
            out.push(b'\\');
        }
        out.push(b);
    }
    out
}
