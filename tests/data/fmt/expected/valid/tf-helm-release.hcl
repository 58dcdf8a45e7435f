provider "helm" {
  kubernetes {
    host                   = module.eks.cluster_endpoint
    cluster_ca_certificate = base64decode(module.eks.cluster_certificate_authority_data)

    exec {
      api_version = "client.authentication.k8s.io/v1beta1"
      command     = "aws"
      args        = ["eks", "get-token", "--cluster-name", module.eks.cluster_name]
    }
  }
}

variable "ingress_replicas" {
  default = 2
}

resource "helm_release" "ingress_nginx" {
  name             = "ingress-nginx"
  repository       = "https://kubernetes.github.io/ingress-nginx"
  chart            = "ingress-nginx"
  version          = "4.8.3"
  namespace        = "ingress-nginx"
  create_namespace = true
  atomic           = true
  timeout          = 600

  values = [
    <<-YAML
    controller:
      replicaCount: ${var.ingress_replicas}
      service:
        annotations:
          service.beta.kubernetes.io/aws-load-balancer-type: nlb
      metrics:
        enabled: true
      config:
        use-forwarded-headers: "true"
        log-format-upstream: '$remote_addr - $request_id - [$time_local] "$request" $status'
    YAML
    ,
    yamlencode({
      defaultBackend = { enabled = false }
    }),
  ]

  set {
    name  = "controller.ingressClassResource.default"
    value = "true"
  }

  set {
    name  = "controller.podAnnotations.prometheus\\.io/scrape"
    value = "true"
    type  = "string"
  }

  set_sensitive {
    name  = "controller.admissionWebhooks.certificate"
    value = var.webhook_cert
  }
}

resource "helm_release" "cert_manager" {
  name       = "cert-manager"
  repository = "https://charts.jetstack.io"
  chart      = "cert-manager"
  version    = "v1.13.2"
  namespace  = "cert-manager"

  create_namespace = true

  dynamic "set" {
    for_each = {
      "installCRDs"            = "true"
      "prometheus.enabled"     = "true"
      "webhook.timeoutSeconds" = "30"
    }
    content {
      name  = set.key
      value = set.value
    }
  }

  depends_on = [helm_release.ingress_nginx]
}
