// k8s-check reads the multi-document YAML `helm template` writes (on stdin) and decodes every object
// strictly against the Kubernetes API types of k8s.io/api: an unknown field, a field given twice, a
// value of the wrong type or a kind the API does not have is an error naming the object (its kind,
// name and the template it came from) and the field. A custom resource (a CRD's kind) has no types
// here and is refused unless named with --allow-kind. Exit status 1 when any object is refused.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"
)

// The API groups a chart of the shop may use. A kind outside them is refused, not skipped: an object
// nobody checked would otherwise pass as checked.
var groups = []func(*runtime.Scheme) error{
	corev1.AddToScheme,
	appsv1.AddToScheme,
	policyv1.AddToScheme,
	autoscalingv2.AddToScheme,
	networkingv1.AddToScheme,
	batchv1.AddToScheme,
	rbacv1.AddToScheme,
}

// kindList collects repeated --allow-kind group/version/Kind flags.
type kindList map[schema.GroupVersionKind]bool

func (k kindList) String() string { return fmt.Sprint(map[schema.GroupVersionKind]bool(k)) }

func (k kindList) Set(value string) error {
	slash := strings.LastIndex(value, "/")
	if slash < 0 {
		return fmt.Errorf("%q is not group/version/Kind", value)
	}
	gv, err := schema.ParseGroupVersion(value[:slash])
	if err != nil || gv.Version == "" || value[slash+1:] == "" {
		return fmt.Errorf("%q is not group/version/Kind", value)
	}
	k[gv.WithKind(value[slash+1:])] = true
	return nil
}

// header is what names an object in a message; read leniently, so a broken object can still be named.
type header struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Metadata   struct {
		Name string `json:"name"`
	} `json:"metadata"`
}

// helm template precedes each document with the template it came from.
var sourceComment = regexp.MustCompile(`(?m)^# Source: (\S+)`)

type document struct {
	index  int
	source string
	raw    []byte
}

func (d document) describe(h header) string {
	name := h.Metadata.Name
	if name == "" {
		name = "(no name)"
	}
	where := fmt.Sprintf("document %d", d.index)
	if d.source != "" {
		where = d.source
	}
	return fmt.Sprintf("%s %s %s (%s)", h.APIVersion, h.Kind, name, where)
}

// check decodes one document; it returns the problems found (none: the object is valid).
func check(doc document, decoder runtime.Decoder, scheme *runtime.Scheme, allowed kindList) (string, []string) {
	var h header
	if err := yaml.Unmarshal(doc.raw, &h); err != nil {
		return doc.describe(h), []string{fmt.Sprintf("not a YAML object: %v", oneLine(err.Error()))}
	}
	id := doc.describe(h)
	gv, err := schema.ParseGroupVersion(h.APIVersion)
	if err != nil || h.APIVersion == "" || h.Kind == "" {
		return id, []string{"apiVersion and kind are required"}
	}
	gvk := gv.WithKind(h.Kind)
	if !scheme.Recognizes(gvk) {
		if allowed[gvk] {
			return id, checkAllowed(doc.raw, h)
		}
		if scheme.IsVersionRegistered(gv) {
			return id, []string{fmt.Sprintf("the Kubernetes API has no kind %s in %s", gvk.Kind, gv.String())}
		}
		return id, []string{fmt.Sprintf(
			"%s is not an API group/version this check decodes: a custom resource is accepted only when "+
				"named with --allow-kind %s/%s", gv.String(), gv.String(), gvk.Kind)}
	}
	var problems []string
	if _, _, err := decoder.Decode(doc.raw, nil, nil); err != nil {
		if strict, ok := runtime.AsStrictDecodingError(err); ok {
			for _, e := range strict.Errors() {
				problems = append(problems, oneLine(e.Error()))
			}
		} else {
			problems = append(problems, oneLine(err.Error()))
		}
	}
	if h.Metadata.Name == "" {
		problems = append(problems, "metadata.name is required")
	}
	return id, problems
}

// checkAllowed holds an allowed custom resource to what every object has: a name, and YAML without
// duplicate fields.
func checkAllowed(raw []byte, h header) []string {
	var problems []string
	if _, err := yaml.YAMLToJSONStrict(raw); err != nil {
		problems = append(problems, oneLine(err.Error()))
	}
	if h.Metadata.Name == "" {
		problems = append(problems, "metadata.name is required")
	}
	return problems
}

// oneLine joins a multi-line YAML error ("unmarshal errors:\n  line 11: ...") into one line per problem.
func oneLine(message string) string { return strings.Join(strings.Fields(message), " ") }

func documents(in io.Reader) ([]document, error) {
	reader := utilyaml.NewYAMLReader(bufio.NewReader(in))
	var docs []document
	for index := 1; ; index++ {
		raw, err := reader.Read()
		if err == io.EOF {
			return docs, nil
		}
		if err != nil {
			return nil, err
		}
		// A document of comments only (an empty template) holds no object.
		asJSON, err := yaml.YAMLToJSON(raw)
		if err == nil && strings.TrimSpace(string(asJSON)) == "null" {
			continue
		}
		source := ""
		if m := sourceComment.FindSubmatch(raw); m != nil {
			source = string(m[1])
		}
		docs = append(docs, document{index: index, source: source, raw: raw})
	}
}

func main() {
	allowed := kindList{}
	flag.Var(allowed, "allow-kind", "a custom resource's group/version/Kind to accept without its schema (repeatable)")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: helm template ... | k8s-check [--allow-kind group/version/Kind]...")
		flag.PrintDefaults()
	}
	flag.Parse()

	scheme := runtime.NewScheme()
	for _, add := range groups {
		if err := add(scheme); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
	}
	decoder := serializer.NewCodecFactory(scheme, serializer.EnableStrict).UniversalDeserializer()

	docs, err := documents(os.Stdin)
	if err != nil {
		fmt.Fprintf(os.Stderr, "reading the manifests: %v\n", err)
		os.Exit(2)
	}
	refused := 0
	for _, doc := range docs {
		id, problems := check(doc, decoder, scheme, allowed)
		if len(problems) == 0 {
			fmt.Printf("ok %s\n", id)
			continue
		}
		refused++
		for _, p := range problems {
			fmt.Fprintf(os.Stderr, "%s: %s\n", id, p)
		}
	}
	fmt.Printf("%d objects, %d refused\n", len(docs), refused)
	if refused > 0 {
		os.Exit(1)
	}
}
