package cfront

import (
	"reflect"
	"sync"

	"modernc.org/cc/v4"
)

var (
	nodeType  = reflect.TypeOf((*cc.Node)(nil)).Elem()
	tokenType = reflect.TypeOf(cc.Token{})
)

// walk calls f for n and every AST node below it, parents first; when f
// returns false the children are skipped. It follows the exported fields
// of cc's node structs.
func walk(n cc.Node, f func(cc.Node) bool) {
	if n == nil {
		return
	}
	v := reflect.ValueOf(n)
	if v.Kind() == reflect.Pointer && v.IsNil() {
		return
	}
	if !f(n) {
		return
	}
	walkValue(v, f)
}

// A childField is a field of a node struct that may hold a child node:
// a pointer to a node type, or an interface (whose value is checked at
// each node).
type childField struct {
	index int
}

// childFields caches, per struct type, the fields walkValue follows:
// reading them from reflect for every node was most of walk's time.
var childFields sync.Map // reflect.Type -> []childField

func fieldsOf(t reflect.Type) []childField {
	if fs, ok := childFields.Load(t); ok {
		return fs.([]childField)
	}
	var fs []childField
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() || sf.Anonymous || sf.Type == tokenType {
			continue
		}
		switch sf.Type.Kind() {
		case reflect.Pointer:
			if sf.Type.Implements(nodeType) {
				fs = append(fs, childField{index: i})
			}
		case reflect.Interface:
			fs = append(fs, childField{index: i})
		}
	}
	childFields.Store(t, fs)
	return fs
}

func walkValue(v reflect.Value, f func(cc.Node) bool) {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return
	}
	for _, cf := range fieldsOf(v.Type()) {
		fv := v.Field(cf.index)
		if fv.IsNil() {
			continue
		}
		node, ok := fv.Interface().(cc.Node)
		if !ok {
			continue
		}
		walk(node, f)
	}
}
