package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// getPtrVoidOut hands out a pointer into a byte buffer through a void **
// out-parameter, as aws-c-common's getters do; safe under both
// properties.
const getPtrVoidOut = `#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static unsigned char buf[6];
static int get_ptr(size_t i, size_t size, void **out) {
  if (i * size >= sizeof buf) return -1;
  *out = buf + i * size;
  return 0;
}
int main(void) {
  size_t i = __VERIFIER_nondet_int() & 3;
  unsigned char *p = 0;
  for (size_t k = 0; k < sizeof buf; k++) buf[k] = (unsigned char)(k * 7);
  if (get_ptr(i, 2, (void **)&p) == 0) {
    if (p != buf + 2 * i || *p != (unsigned char)(14 * i)) reach_error();
  } else if (i != 3) reach_error();
  return 0;
}`

// TestPointerPun: a pointer read or written through a pointer to another
// pointer type is that pointer (program.Subobjects: every pointer is an
// object and an offset), as aws-c-common's get_at_ptr(list, (void **)&p,
// i) and free lists walked through their first member as void * use it.
// Before, such programs were UNKNOWN (an access the typed memory model
// does not follow). Each answer was checked with gcc -m32
// -fsanitize=undefined,address on random inputs.
func TestPointerPun(t *testing.T) {
	cases := []struct {
		name, prop, src string
		want            int
		result          string
	}{
		{"get_ptr_void_out", "unreach-call.prp", getPtrVoidOut, exitTrue, "Result: TRUE"},
		{"get_ptr_void_out_false", "unreach-call.prp", `#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static unsigned char buf[6];
static int get_ptr(size_t i, size_t size, void **out) {
  if (i * size >= sizeof buf) return -1;
  *out = buf + i * size;
  return 0;
}
int main(void) {
  size_t i = __VERIFIER_nondet_int() & 3;
  unsigned char *p = 0;
  for (size_t k = 0; k < sizeof buf; k++) buf[k] = (unsigned char)(k * 7);
  if (get_ptr(i, 2, (void **)&p) == 0) {
    if (p != buf + 2 * i || *p != (unsigned char)(14 * i)) reach_error();
  } else if (i != 3 || p == 0) reach_error();
  return 0;
}`, exitFalse, "Result: FALSE(unreach-call)"},
		{"get_ptr_void_out_memsafe", "valid-memsafety.prp", getPtrVoidOut, exitTrue, "Result: TRUE"},
		{"get_ptr_void_out_overflow", "valid-memsafety.prp", `#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
static unsigned char buf[6];
static int get_ptr(size_t i, size_t size, void **out) {
  if (i * size > sizeof buf) return -1;
  *out = buf + i * size;
  return 0;
}
int main(void) {
  size_t i = __VERIFIER_nondet_int() & 3;
  unsigned char *p = 0;
  for (size_t k = 0; k < sizeof buf; k++) buf[k] = (unsigned char)(k * 7);
  if (get_ptr(i, 2, (void **)&p) == 0) {
    if (p != buf + 2 * i || *p != (unsigned char)(14 * i)) reach_error();
  } else if (i != 3) reach_error();
  return 0;
}`, exitFalse, "Result: FALSE(valid-deref)"},
		{"free_list_first_member", "unreach-call.prp", `#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int val; };
/* a free list walked through its first member as void *, as allocators do */
static size_t count(void *head) {
  size_t n = 0;
  while (head) { head = *(void **)head; n++; }
  return n;
}
int main(void) {
  struct node c = {0, 3}, b = {&c, 2}, a = {&b, 1};
  struct node *h = __VERIFIER_nondet_int() ? &a : &b;
  size_t n = count(h);
  if (n != (size_t)(4 - h->val)) reach_error();
  *(void **)&b = 0;
  if (count(&a) != 2) reach_error();
  return 0;
}`, exitTrue, "Result: TRUE"},
		{"free_list_first_member_false", "unreach-call.prp", `#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { struct node *next; int val; };
/* a free list walked through its first member as void *, as allocators do */
static size_t count(void *head) {
  size_t n = 0;
  while (head) { head = *(void **)head; n++; }
  return n;
}
int main(void) {
  struct node c = {0, 3}, b = {&c, 2}, a = {&b, 1};
  struct node *h = __VERIFIER_nondet_int() ? &a : &b;
  size_t n = count(h);
  if (n != (size_t)(4 - h->val)) reach_error();
  *(void **)&b = 0;
  if (count(&a) != 3) reach_error();
  return 0;
}`, exitFalse, "Result: FALSE(unreach-call)"},
	}
	dir := t.TempDir()
	for _, tc := range cases {
		f := filepath.Join(dir, tc.name+".c")
		if err := os.WriteFile(f, []byte(tc.src+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runCLI("--property", filepath.Join("testdata", "properties", tc.prop), "--timeout", "600s", f)
		if code != tc.want || !strings.Contains(closingLines(out), tc.result) {
			t.Errorf("%s: exit %d, want %d (%s)\n%s%s", tc.name, code, tc.want, tc.result, closingLines(out), errOut)
		}
	}
}
